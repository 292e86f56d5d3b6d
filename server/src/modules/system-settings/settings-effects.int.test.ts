import { and, eq, gt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminActions, botEvents, registrationInvites, users } from '../../db/schema';
import { newAccount, registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { insertUser } from '../auth/users.queries';
import { DEMO_DOMAIN } from '../demo/demo-profiles';
import { DEMO_EMAIL } from '../demo/seed-demo';
import { BOT_SIMULATION_EVERY_MS, simulateDemoTrafficVerb } from '../demo/simulate-demo-traffic';
import { newIngestKey, newTrackingId } from '../websites/website-keys';
import { insertWebsite } from '../websites/websites.queries';

const OPTIONS = {
  dataRetentionDays: 90,
  botSimulation: false,
  sessionTimeoutDays: 7,
  registration: 'open',
  rateLimiting: 'disabled',
};

describeOnEachDatabase('System Settings: registration and invitations', (get) => {
  const put = (cookie: string, changes: Partial<typeof OPTIONS>) =>
    get().app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie },
      payload: { ...OPTIONS, ...changes },
    });
  const register = (body: Record<string, unknown>) =>
    get().app.inject({ method: 'POST', url: '/api/register', payload: body });
  const invite = (cookie: string, email: string) =>
    get().app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { cookie },
      payload: { email },
    });
  const accountExists = async (email: string) =>
    (await get().database.db.select().from(users).where(eq(users.email, email))).length === 1;
  const tokenOf = (link: string) => new URL(link).searchParams.get('invite') ?? '';

  it('refuses every registration while closed, and says so to the form', async () => {
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    await put(cookie, { registration: 'closed' });
    const account = newAccount();
    const refused = await register(account);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Registration is closed' });
    expect(await accountExists(account.email)).toBe(false);
    expect((await get().app.inject({ method: 'GET', url: '/api/registration' })).json()).toEqual({
      registration: 'closed',
    });
    await put(cookie, { registration: 'open' });
    expect((await register(newAccount())).statusCode).toBe(201);
  });

  it('by invitation: accepts a valid invitation once, for its address only, and not once expired', async () => {
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    await put(cookie, { registration: 'invite' });
    const account = newAccount();
    const withoutInvite = await register(account);
    expect(withoutInvite.statusCode).toBe(403);
    expect(withoutInvite.json().message).toBe('Registration is by invitation only');

    const created = await invite(cookie, account.email.toUpperCase());
    expect(created.statusCode).toBe(201);
    const { link, invitation, mailed } = created.json();
    expect(link).toMatch(/^http:\/\/localhost:5000\/auth\?tab=register&invite=[A-Za-z0-9_-]{43}$/);
    expect(invitation.email).toBe(account.email);
    // No SMTP_URL in tests: nothing is mailed, the link is shown.
    expect(mailed).toBe(false);
    const token = tokenOf(link);
    // Only the token's hash is stored.
    const [stored] = await get()
      .database.db.select()
      .from(registrationInvites)
      .where(eq(registrationInvites.id, invitation.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
    const listed = await get().app.inject({
      method: 'GET',
      url: '/api/admin/invitations',
      headers: { cookie },
    });
    expect(listed.json().map((row: { id: number }) => row.id)).toContain(invitation.id);

    const otherEmail = newAccount();
    const wrongAddress = await register({ ...otherEmail, invite: token });
    expect(wrongAddress.statusCode).toBe(403);
    expect(wrongAddress.json().message).toMatch(/^This invitation is not valid/);
    expect(await accountExists(otherEmail.email)).toBe(false);
    expect((await register({ ...account, invite: 'x'.repeat(43) })).statusCode).toBe(403);

    const accepted = await register({ ...account, invite: token });
    expect(accepted.statusCode).toBe(201);
    const reused = await register({ ...newAccount(), email: `again-${account.email}`, invite: token });
    expect(reused.statusCode).toBe(403);
    const listedAfter = await get().app.inject({
      method: 'GET',
      url: '/api/admin/invitations',
      headers: { cookie },
    });
    expect(listedAfter.json().map((row: { id: number }) => row.id)).not.toContain(invitation.id);

    const late = newAccount();
    const lateInvite = (await invite(cookie, late.email)).json();
    await get()
      .database.db.update(registrationInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationInvites.id, lateInvite.invitation.id));
    expect((await register({ ...late, invite: tokenOf(lateInvite.link) })).statusCode).toBe(403);
    expect(await accountExists(late.email)).toBe(false);
    await put(cookie, { registration: 'open' });
  });

  it('revokes an invitation, records creation and revocation, and refuses non-administrators', async () => {
    const { cookie, admin } = await signInAsAdmin(get().app, get().database.db);
    const { cookie: userCookie } = await registerAndSignIn(get().app);
    await put(cookie, { registration: 'invite' });
    const account = newAccount();
    expect((await invite(userCookie, account.email)).statusCode).toBe(403);
    expect(
      (
        await get().app.inject({
          method: 'POST',
          url: '/api/admin/invitations',
          payload: { email: account.email },
        })
      ).statusCode,
    ).toBe(401);
    expect((await invite(cookie, 'not an address')).statusCode).toBe(400);
    const { invitation, link } = (await invite(cookie, account.email)).json();
    const revoke = (as: string) =>
      get().app.inject({
        method: 'DELETE',
        url: `/api/admin/invitations/${invitation.id}`,
        headers: { cookie: as },
      });
    expect((await revoke(userCookie)).statusCode).toBe(403);
    expect((await revoke(cookie)).statusCode).toBe(204);
    expect((await revoke(cookie)).statusCode).toBe(404);
    expect((await register({ ...account, invite: tokenOf(link) })).statusCode).toBe(403);
    const records = await get()
      .database.db.select()
      .from(adminActions)
      .where(
        and(eq(adminActions.targetType, 'invitation'), eq(adminActions.targetId, String(invitation.id))),
      );
    expect(records.map((row) => [row.action, row.adminEmail, row.details])).toEqual([
      ['invitation.created', admin.email, expect.objectContaining({ email: account.email })],
      ['invitation.revoked', admin.email, { email: account.email }],
    ]);
    await put(cookie, { registration: 'open' });
  });

  it('sends simulated demo traffic while on, and none while off or without a demo account', async () => {
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const simulate = simulateDemoTrafficVerb(get().app.ingestQueue);
    const ctx = get().app.systemCtx;
    await put(cookie, { botSimulation: true });
    expect(await simulate({ ctx })).toEqual({ sent: 0, skipped: 'no demo website' });
    const settings = await get().app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie },
    });
    expect(settings.json().demoAccount).toBe(false);

    const demo = await insertUser(get().database.db, {
      email: DEMO_EMAIL,
      passwordHash: 'x',
      firstName: 'Demo',
      lastName: 'User',
    });
    const site = await insertWebsite(get().database.db, {
      userId: demo.id,
      name: 'Demo Site',
      domain: DEMO_DOMAIN,
      trackingId: newTrackingId(),
      ingestKey: newIngestKey(),
    });
    const recentBotHits = async () =>
      (
        await get()
          .database.db.select()
          .from(botEvents)
          .where(
            and(
              eq(botEvents.websiteId, site.id),
              gt(botEvents.occurredAt, new Date(Date.now() - BOT_SIMULATION_EVERY_MS - 60_000)),
            ),
          )
      ).length;
    await put(cookie, { botSimulation: false });
    expect(await simulate({ ctx })).toEqual({ sent: 0, skipped: 'simulation off' });
    expect(await recentBotHits()).toBe(0);

    await put(cookie, { botSimulation: true });
    const outcome = await simulate({ ctx });
    expect(outcome.sent).toBeGreaterThan(0);
    expect(await recentBotHits()).toBeGreaterThan(0);
    await put(cookie, { botSimulation: false });
    await get().database.db.delete(users).where(eq(users.id, demo.id));
  });
});

describeOnEachDatabase(
  'System Settings: rate limiting',
  (get) => {
    const badSignIns = async (n: number, remoteAddress: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++) {
        const response = await get().app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'not an address' },
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    };

    it('limits sooner at strict than at standard, and not at all when disabled, without a restart', async () => {
      const { cookie } = await signInAsAdmin(get().app, get().database.db);
      const put = (rateLimiting: string) =>
        get().app.inject({
          method: 'PUT',
          url: '/api/admin/settings',
          headers: { cookie },
          payload: { ...OPTIONS, rateLimiting },
        });
      expect((await badSignIns(12, '203.0.113.80')).filter((status) => status === 429)).toEqual([]);
      expect((await put('strict')).statusCode).toBe(200);
      expect(await badSignIns(6, '203.0.113.81')).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await put('standard')).statusCode).toBe(200);
      const standard = await badSignIns(11, '203.0.113.82');
      expect(standard.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(standard[10]).toBe(429);
      await put('disabled');
    });
  },
  { authRateLimit: undefined },
);
