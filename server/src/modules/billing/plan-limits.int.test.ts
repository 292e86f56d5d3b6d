import { DEFAULT_ROBOTS_POLICY, type RobotsPolicy, type SeoAudit } from '@botlens/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  registerAndSignIn,
  registerProAndSignIn,
  setSubscriptionTier,
  signInAsAdmin,
} from '../../test-support/accounts';
import { type FixtureSite, serveFixtureSite } from '../../test-support/fixture-site-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';

const CUSTOM: RobotsPolicy = {
  ...DEFAULT_ROBOTS_POLICY,
  purposes: { ...DEFAULT_ROBOTS_POLICY.purposes, training: 'allow' },
};
const SAMPLE =
  'Our shop sells many kinds of coffee. People like it a lot and come back often for more of it.';

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite('well-prepared');
});
afterAll(() => site.close());

type Caller = { cookie: string };

describeOnEachDatabase(
  'plan limits: each refusal a 402 naming the plan, each allowance',
  (get) => {
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, caller?: Caller, payload?: unknown) =>
      get().app.inject({
        method,
        url,
        headers: caller ? { cookie: caller.cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    let free: Caller;
    let pro: Caller;
    let enterprise: Caller;
    let admin: Caller;
    beforeAll(async () => {
      const { app, database } = get();
      free = await registerAndSignIn(app);
      pro = await registerProAndSignIn(app, database.db);
      const enterpriseAccount = await registerAndSignIn(app);
      await setSubscriptionTier(database.db, enterpriseAccount.user.id, 'enterprise');
      enterprise = enterpriseAccount;
      admin = await signInAsAdmin(app, database.db);
    });

    const refusal = (message: string) => ({ message, upgradeTo: 'pro' });

    it('refuses optimization suggestions to a free account, naming Pro; pro, enterprise and admins get them', async () => {
      const optimize = (caller: Caller) =>
        call('POST', '/api/chatgpt/optimize', caller, { domain: site.origin, content: SAMPLE });
      const refused = await optimize(free);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual(refusal('Optimization suggestions are part of the Pro plan'));
      for (const caller of [pro, enterprise, admin]) {
        const allowed = await optimize(caller);
        expect(allowed.statusCode).toBe(200);
        expect(allowed.json().contentRecommendations.length).toBeGreaterThan(0);
      }
    });

    it('keeps content analysis and the default robots.txt for a free account', async () => {
      const analysed = await call('POST', '/api/chatgpt/analyze-content', free, { content: SAMPLE });
      expect(analysed.statusCode).toBe(200);
      const robots = await call('POST', '/api/chatgpt/robots-txt', free, { domain: site.origin });
      expect(robots.statusCode).toBe(200);
      expect(robots.json().robotsTxt).toMatch(/User-agent:/);
    });

    it('refuses a custom robots.txt policy to a free account (save and preview); the default stays free', async () => {
      const { site: website } = await addWebsite(get().app, free.cookie, {
        name: 'Free',
        domain: site.domain,
      });
      const base = `/api/websites/${website.id}/robots`;
      const save = await call('PUT', `${base}/policy`, free, { policy: CUSTOM, baseVersion: 0 });
      expect(save.statusCode).toBe(402);
      expect(save.json()).toEqual(refusal('Custom robots.txt policies are part of the Pro plan'));
      expect((await call('GET', `${base}/policy`, free)).json().version).toBe(0);
      const preview = await call('POST', `${base}/preview`, free, { policy: CUSTOM });
      expect(preview.statusCode).toBe(402);
      expect(preview.json()).toEqual(refusal('Custom robots.txt policies are part of the Pro plan'));

      const saveDefault = await call('PUT', `${base}/policy`, free, {
        policy: DEFAULT_ROBOTS_POLICY,
        baseVersion: 0,
      });
      expect(saveDefault.statusCode).toBe(200);
      const previewDefault = await call('POST', `${base}/preview`, free, { policy: DEFAULT_ROBOTS_POLICY });
      expect(previewDefault.statusCode).toBe(200);

      // The robots.txt and its explanation, without the enforcement rules and middleware of the paid plans.
      const outputs = await call('GET', `${base}/outputs`, free);
      expect(outputs.statusCode).toBe(200);
      expect(outputs.json()).toMatchObject({ serverRules: null, middleware: null });
      expect(outputs.json().robotsTxt).toMatch(/User-agent:/);
      // Simulation and compliance stay free.
      const simulated = await call('POST', `${base}/simulate`, free, {
        robotsTxt: 'User-agent: *\nAllow: /\n',
      });
      expect(simulated.statusCode).toBe(200);
      expect((await call('GET', `${base}/compliance`, free)).statusCode).toBe(200);
    });

    it('lets pro, enterprise and administrators save and preview a custom policy, with the rules and middleware', async () => {
      for (const caller of [pro, enterprise]) {
        const { site: website } = await addWebsite(get().app, caller.cookie, {
          name: 'Paid',
          domain: site.domain,
        });
        const base = `/api/websites/${website.id}/robots`;
        expect(
          (await call('PUT', `${base}/policy`, caller, { policy: CUSTOM, baseVersion: 0 })).statusCode,
        ).toBe(200);
        expect((await call('POST', `${base}/preview`, caller, { policy: CUSTOM })).statusCode).toBe(200);
        const outputs = (await call('GET', `${base}/outputs`, caller)).json();
        expect(outputs.serverRules.nginx).toEqual(expect.any(String));
        expect(outputs.middleware.express).toEqual(expect.any(String));
      }
      // An administrator reaches any website, and is never limited.
      const another = await registerAndSignIn(get().app);
      const { site: freeSite } = await addWebsite(get().app, another.cookie, {
        name: 'Free 2',
        domain: site.domain,
      });
      const base = `/api/websites/${freeSite.id}/robots`;
      expect(
        (await call('PUT', `${base}/policy`, admin, { policy: CUSTOM, baseVersion: 0 })).statusCode,
      ).toBe(200);
      expect((await call('GET', `${base}/outputs`, admin)).json().serverRules).not.toBeNull();
    });

    it('refuses the detailed PDF report to visitors and free accounts, naming Pro; pro and admins download it', async () => {
      const audit = (
        await call('POST', '/api/analyze-website', pro, { domain: site.domain })
      ).json<SeoAudit>();
      const download = `/api/audit/${audit.auditId}/download`;
      for (const caller of [undefined, free]) {
        const refused = await call('GET', download, caller);
        expect(refused.statusCode).toBe(402);
        expect(refused.json()).toEqual(refusal('Detailed PDF reports are part of the Pro plan'));
      }
      for (const caller of [pro, enterprise, admin]) {
        const pdf = await call('GET', download, caller);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      // The report itself stays readable by anyone with its link.
      expect((await call('GET', `/api/audit/${audit.auditId}`, free)).statusCode).toBe(200);
    });

    it('refuses a free account’s analysis past its own limit with a 402 naming Pro; paid plans and admins are never refused', async () => {
      const { db } = get().database;
      const thisMonth = sql`to_char(now() at time zone 'utc', 'YYYY-MM')`;
      const analyse = (caller: Caller) =>
        call('POST', '/api/analyze-website', caller, { domain: site.domain });
      const limited = await registerAndSignIn(get().app);
      // The account's own limit, which an administrator may have raised, is the one that holds.
      await db
        .update(users)
        .set({ monthlyAnalysesLimit: 5, monthlyAnalysesUsed: 4, analysesMonth: thisMonth })
        .where(eq(users.id, limited.user.id));
      expect((await analyse(limited)).statusCode).toBe(200);
      const refused = await analyse(limited);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ upgradeTo: 'pro' });
      expect(refused.json().message).toMatch(
        /^You have used all 5 analyses of your plan this month\. They renew on \d{4}-\d\d-01\. Unlimited analyses are part of the Pro plan\.$/,
      );
      const [row] = await db.select().from(users).where(eq(users.id, limited.user.id));
      expect(row?.monthlyAnalysesUsed).toBe(5);

      await db.update(users).set({ monthlyAnalysesUsed: 99, analysesMonth: thisMonth });
      for (const caller of [pro, enterprise, admin]) expect((await analyse(caller)).statusCode).toBe(200);
    });
  },
  { config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] } },
);
