import {
  ANONYMOUS_ANALYSES_PER_DAY,
  type SeoAudit,
  type SeoAuditSummary,
  type User,
} from '@botlens/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerAndSignIn, registerProAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { type FixtureSite, serveFixtureSite, startFixtureSite } from '../../test-support/fixture-site-server';
import { startHeldSites } from '../../test-support/held-sites';
import { describeOnEachDatabase } from '../../test-support/test-app';

let wellPrepared: FixtureSite;
let redirectsToMetadata: FixtureSite;
beforeAll(async () => {
  wellPrepared = await serveFixtureSite('well-prepared');
  redirectsToMetadata = await startFixtureSite((_request, response) =>
    response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  );
});
afterAll(async () => {
  await wellPrepared.close();
  await redirectsToMetadata.close();
});

let addressCounter = 0;
/** A fresh client address, so each test starts with the whole anonymous allowance. */
const newAddress = () => `198.51.100.${++addressCounter}`;

describeOnEachDatabase(
  'AI SEO analysis and audits',
  (get) => {
    const analyze = (domain: string, options: { cookie?: string; address?: string } = {}) =>
      get().app.inject({
        method: 'POST',
        url: '/api/analyze-website',
        payload: { domain },
        remoteAddress: options.address ?? '203.0.113.50',
        headers: options.cookie ? { cookie: options.cookie } : {},
      });
    const read = (url: string, cookie?: string) =>
      get().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const visitorCookieOf = (response: { cookies: Array<{ name: string; value: string }> }) => {
      const cookie = response.cookies.find((c) => c.name === 'botlens_visitor');
      return cookie ? `botlens_visitor=${cookie.value}` : undefined;
    };

    it('analyses a site for an anonymous visitor, who then finds it among the audits of that browser', async () => {
      const address = newAddress();
      const response = await analyze(`http://${wellPrepared.domain}/some/path?x=1`, { address });
      expect(response.statusCode).toBe(200);
      const audit = response.json<SeoAudit>();
      expect(audit).toMatchObject({ domain: wellPrepared.domain, status: 'completed' });
      expect(audit.auditId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(audit.aiReadinessScore).toBeGreaterThanOrEqual(90);
      const visitor = visitorCookieOf(response);
      expect(visitor).toBeDefined();
      expect(response.cookies.find((c) => c.name === 'botlens_visitor')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
      });

      const mine = (await read('/api/seo-audits', visitor)).json<SeoAuditSummary[]>();
      expect(mine.map((a) => a.auditId)).toEqual([audit.auditId]);
      expect((await read('/api/seo-audits')).json()).toEqual([]);
      const other = visitorCookieOf(await analyze(wellPrepared.domain, { address: newAddress() }));
      expect(
        (await read('/api/seo-audits', other)).json<SeoAuditSummary[]>().map((a) => a.auditId),
      ).not.toContain(audit.auditId);

      // The report's link works for anyone who has it (Share Report).
      const shared = await read(`/api/audit/${audit.auditId}`);
      expect(shared.statusCode).toBe(200);
      expect(shared.json<SeoAudit>()).toEqual(audit);
    });

    it('downloads the report as a PDF, and says when an audit does not exist', async () => {
      const audit = (await analyze(wellPrepared.domain, { address: newAddress() })).json<SeoAudit>();
      // Detailed PDF reports are a Pro feature (billing/plan-limits.int.test.ts has the refusals).
      const { cookie } = await registerProAndSignIn(get().app, get().database.db);
      const pdf = await read(`/api/audit/${audit.auditId}/download`, cookie);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(
        /^attachment; filename="botlens-audit-127\.0\.0\.1-\d+-\d{4}-\d\d-\d\d\.pdf"$/,
      );
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBeGreaterThan(3000);

      for (const url of ['/api/audit/AAAAAAAAAAAAAAAAAAAAAA', '/api/audit/AAAAAAAAAAAAAAAAAAAAAA/download']) {
        const missing = await read(url);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Audit not found' });
      }
      expect((await read('/api/audit/..%2F..%2Fetc')).statusCode).toBe(400);
    });

    it('refuses invalid and private addresses with the reason, counting none of them', async () => {
      const address = newAddress();
      const refusals: Array<[string, RegExp]> = [
        ['', /Please enter a website URL to analyze/],
        ['not a domain', /is not a website address/],
        ['ftp://example.com', /not ftp: URLs/],
        ['http://a@127.0.0.1', /user name or password/],
        ['127.0.0.2', /refused: private address/],
        ['169.254.169.254', /refused: private address/],
        ['[::1]', /refused: private address/],
        ['localhost', /refused: private address/],
        [redirectsToMetadata.domain, /refused: private address \(169\.254\.169\.254\)/],
      ];
      for (const [domain, message] of refusals) {
        const response = await analyze(domain, { address });
        expect(response.statusCode, domain).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(message);
      }
      // None of them used the allowance: all the anonymous analyses of the day are still there.
      for (let i = 0; i < ANONYMOUS_ANALYSES_PER_DAY; i++) {
        expect((await analyze(wellPrepared.domain, { address })).statusCode).toBe(200);
      }
      const spent = await analyze(wellPrepared.domain, { address });
      expect(spent.statusCode).toBe(429);
      expect(spent.json<{ message: string }>().message).toMatch(
        /^Without an account you can run 3 analyses a day\. Try again after \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/,
      );
    });

    it('holds a free account to its monthly analyses, never counting a site that could not be read', async () => {
      const { cookie, user } = await registerAndSignIn(get().app);
      const closed = await startFixtureSite(() => {});
      await closed.close();
      const unreachable = await analyze(closed.domain, { cookie });
      expect(unreachable.statusCode).toBe(422);
      expect(unreachable.json<{ message: string }>().message).toMatch(/connection refused/);

      const outcomes = [];
      for (let i = 0; i < 4; i++) outcomes.push(await analyze(wellPrepared.domain, { cookie }));
      expect(outcomes.map((o) => o.statusCode)).toEqual([200, 200, 200, 402]);
      expect(outcomes[3]?.json<{ message: string }>().message).toMatch(
        /You have used all 3 analyses of your plan this month\. They renew on \d{4}-\d\d-01\. Unlimited analyses are part of the Pro plan\./,
      );
      expect(outcomes[3]?.json()).toMatchObject({ upgradeTo: 'pro' });
      const me = (await read('/api/user', cookie)).json<User>();
      expect(me).toMatchObject({ monthlyAnalysesUsed: 3, monthlyAnalysesLimit: 3 });
      expect((await read('/api/seo-audits', cookie)).json<SeoAuditSummary[]>()).toHaveLength(3);

      // A new month starts from nothing.
      await get().database.db.update(users).set({ analysesMonth: '2000-01' }).where(eq(users.id, user.id));
      expect((await read('/api/user', cookie)).json<User>().monthlyAnalysesUsed).toBe(0);
      expect((await analyze(wellPrepared.domain, { cookie })).statusCode).toBe(200);
      expect((await read('/api/user', cookie)).json<User>().monthlyAnalysesUsed).toBe(1);
    });

    it('lets pro accounts and administrators analyse without a monthly limit', async () => {
      const { cookie, user } = await registerAndSignIn(get().app);
      await get()
        .database.db.update(users)
        .set({
          subscriptionTier: 'pro',
          monthlyAnalysesUsed: 50,
          analysesMonth: sql`to_char(now() at time zone 'utc', 'YYYY-MM')`,
        })
        .where(eq(users.id, user.id));
      expect((await analyze(wellPrepared.domain, { cookie })).statusCode).toBe(200);
      const admin = await signInAsAdmin(get().app, get().database.db);
      await get().database.db.update(users).set({ monthlyAnalysesLimit: 0 }).where(eq(users.role, 'admin'));
      expect((await analyze(wellPrepared.domain, { cookie: admin.cookie })).statusCode).toBe(200);
    });

    it('runs one analysis at a time per account and per address; a second is a 429 that costs nothing', async () => {
      const slow = await startHeldSites(2);
      try {
        const { cookie } = await registerAndSignIn(get().app);
        const address = newAddress();
        const running = [
          analyze(slow.domains[0] as string, { cookie }),
          analyze(slow.domains[1] as string, { address }),
        ];
        await slow.heldAnswers(2);
        // The same account, and the same address without its cookie: each still has one running.
        for (const second of [
          await analyze(wellPrepared.domain, { cookie }),
          await analyze(wellPrepared.domain, { address }),
        ]) {
          expect(second.statusCode).toBe(429);
          expect(second.json<{ message: string }>().message).toBe(
            'Your previous analysis is still running; start the next one when it has finished.',
          );
        }
        // Someone else is not held up by them.
        expect((await analyze(wellPrepared.domain, { address: newAddress() })).statusCode).toBe(200);
        const done = await slow.releaseUntil(Promise.all(running));
        expect(done.map((r) => r.statusCode)).toEqual([200, 200]);
        // Only the analyses that ran were counted.
        expect((await read('/api/user', cookie)).json<User>().monthlyAnalysesUsed).toBe(1);
        expect((await analyze(wellPrepared.domain, { cookie })).statusCode).toBe(200);
      } finally {
        await slow.close();
      }
    });

    it('runs at most four analyses at once: a fifth is a 503 with Retry-After and costs nothing', async () => {
      const slow = await startHeldSites(4);
      try {
        const running = slow.domains.map((domain) => analyze(domain, { address: newAddress() }));
        // Each analysis first asks for https (which this plain-http site cannot answer), then http.
        await slow.heldAnswers(4);
        const fifthAddress = newAddress();
        const fifth = await analyze(wellPrepared.domain, { address: fifthAddress });
        expect(fifth.statusCode).toBe(503);
        expect(fifth.headers['retry-after']).toBe('30');
        expect(fifth.json<{ message: string }>().message).toBe(
          'BotLens is analysing many websites right now; please try again in a minute.',
        );
        // Released: every held request and the later documents are answered, the four audits finish.
        const done = await slow.releaseUntil(Promise.all(running));
        expect(done.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
        // The refused one used none of its address's allowance.
        for (let i = 0; i < ANONYMOUS_ANALYSES_PER_DAY; i++) {
          expect((await analyze(wellPrepared.domain, { address: fifthAddress })).statusCode).toBe(200);
        }
      } finally {
        await slow.close();
      }
    });

    it('runs one analysis of a site at a time: another caller’s is a 429 with Retry-After that costs nothing', async () => {
      const slow = await startHeldSites(1);
      const domain = slow.domains[0] as string;
      try {
        const running = analyze(domain, { address: newAddress() });
        await slow.heldAnswers(1);
        // Someone else, at another address and signed in: the site is the same, however it is written.
        const { cookie } = await registerAndSignIn(get().app);
        const address = newAddress();
        for (const [typed, caller] of [
          [domain, { address }],
          [`HTTP://${domain}/another/page?x=1`, { address }],
          [domain, { cookie }],
        ] as const) {
          const refused = await analyze(typed, caller);
          expect(refused.statusCode, typed).toBe(429);
          expect(refused.headers['retry-after']).toBe('30');
          expect(refused.json<{ message: string }>().message).toBe(
            `An analysis of ${domain} is already running; try again when it has finished.`,
          );
        }
        // Other sites are not held up by it.
        expect((await analyze(wellPrepared.domain, { address })).statusCode).toBe(200);
        expect((await slow.releaseUntil(running)).statusCode).toBe(200);
        // Once it has finished the site can be analysed again; the refusals used none of the allowances.
        expect((await slow.releaseUntil(analyze(domain, { address }))).statusCode).toBe(200);
        expect((await analyze(wellPrepared.domain, { address })).statusCode).toBe(200);
        expect((await analyze(wellPrepared.domain, { address })).statusCode).toBe(429);
        expect((await read('/api/user', cookie)).json<User>().monthlyAnalysesUsed).toBe(0);
      } finally {
        await slow.close();
      }
    });

    it('keeps each account’s audit list to its own audits', async () => {
      const first = await registerAndSignIn(get().app);
      const second = await registerAndSignIn(get().app);
      const audit = (await analyze(wellPrepared.domain, { cookie: first.cookie })).json<SeoAudit>();
      expect(
        (await read('/api/seo-audits', first.cookie)).json<SeoAuditSummary[]>().map((a) => a.auditId),
      ).toEqual([audit.auditId]);
      expect((await read('/api/seo-audits', second.cookie)).json()).toEqual([]);
    });
  },
  { config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] } },
);
