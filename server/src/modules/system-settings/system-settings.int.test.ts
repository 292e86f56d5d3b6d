import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminActions, botEvents, sessions, systemSettings } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { retentionJob } from '../tracking/retention';

const DAY_MS = 86_400_000;

describeOnEachDatabase('System Settings: stored, validated, recorded', (get) => {
  const settingsCall = (method: 'GET' | 'PUT', cookie?: string, payload?: unknown) =>
    get().app.inject({
      method,
      url: '/api/admin/settings',
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const settingsRecords = () =>
    get().database.db.select().from(adminActions).where(eq(adminActions.action, 'settings.updated'));

  it('starts from the environment, keeping a value outside the options as it is', async () => {
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const response = await settingsCall('GET', cookie);
    expect(response.statusCode).toBe(200);
    // testConfig: RETENTION_DAYS 3650 (no option), SESSION_TTL_DAYS 7, RATE_LIMITING disabled, no demo.
    expect(response.json()).toMatchObject({
      dataRetentionDays: get().config.retentionDays,
      botSimulation: false,
      sessionTimeoutDays: get().config.sessionTtlDays,
      registration: 'open',
      rateLimiting: get().config.rateLimiting,
      updatedByEmail: null,
      demoAccount: false,
    });
    expect((await get().app.inject({ method: 'GET', url: '/api/registration' })).json()).toEqual({
      registration: 'open',
    });
  });

  it('refuses anyone but an administrator, and bad values, changing nothing and recording nothing', async () => {
    const { cookie: userCookie } = await registerAndSignIn(get().app);
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const before = (await settingsCall('GET', cookie)).json();
    // Every value one of its options: the environment's 3,650 days is not one.
    const valid = {
      dataRetentionDays: 90,
      botSimulation: true,
      sessionTimeoutDays: 3,
      registration: 'closed',
      rateLimiting: 'strict',
    };
    expect((await settingsCall('GET')).statusCode).toBe(401);
    expect((await settingsCall('GET', userCookie)).statusCode).toBe(403);
    expect((await settingsCall('PUT', undefined, valid)).statusCode).toBe(401);
    expect((await settingsCall('PUT', userCookie, valid)).statusCode).toBe(403);
    const bad: [unknown, string][] = [
      [{ ...valid, dataRetentionDays: 45 }, 'dataRetentionDays must be one of: 30, 60, 90, 180, 365'],
      [{ ...valid, sessionTimeoutDays: 2 }, 'sessionTimeoutDays must be one of: 1, 3, 7, 30'],
      [{ ...valid, registration: 'maybe' }, 'registration must be one of: open, invite, closed'],
      [{ ...valid, rateLimiting: 'extreme' }, 'rateLimiting must be one of: disabled, standard, strict'],
      [{ ...valid, botSimulation: 'yes' }, 'botSimulation must be a boolean'],
      [{ ...valid, extra: 1 }, 'Unknown field: extra'],
    ];
    for (const [payload, message] of bad) {
      const response = await settingsCall('PUT', cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const { dataRetentionDays: _omitted, ...missing } = valid;
    expect((await settingsCall('PUT', cookie, missing)).json().message).toMatch(/^dataRetentionDays /);
    expect((await settingsCall('GET', cookie)).json()).toEqual(before);
    expect(await settingsRecords()).toEqual([]);
  });

  it('saves, records each change from → to, and records nothing for a save that changes nothing', async () => {
    const { cookie, admin } = await signInAsAdmin(get().app, get().database.db);
    const before = pick((await settingsCall('GET', cookie)).json());
    const wanted = { ...before, dataRetentionDays: 365, sessionTimeoutDays: 30 };
    const saved = await settingsCall('PUT', cookie, wanted);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...wanted, updatedByEmail: admin.email });
    expect((await settingsCall('GET', cookie)).json()).toMatchObject(wanted);
    await settingsCall('PUT', cookie, wanted);
    const records = await settingsRecords();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      adminEmail: admin.email,
      targetType: 'system-settings',
      details: {
        from: { dataRetentionDays: before.dataRetentionDays, sessionTimeoutDays: before.sessionTimeoutDays },
        to: { dataRetentionDays: 365, sessionTimeoutDays: 30 },
      },
    });
    // Restart-proof: the row holds it.
    const [row] = await get().database.db.select().from(systemSettings);
    expect(row).toMatchObject({ dataRetentionDays: 365, sessionTimeoutDays: 30 });
  });

  it('applies a shorter session timeout to sessions already open, at once', async () => {
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const current = pick((await settingsCall('GET', cookie)).json());
    const { user, cookie: userCookie } = await registerAndSignIn(get().app);
    const me = () => get().app.inject({ method: 'GET', url: '/api/user', headers: { cookie: userCookie } });
    // Unused for two days: within a 7-day timeout.
    await get()
      .database.db.update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(sessions.userId, user.id));
    await settingsCall('PUT', cookie, { ...current, sessionTimeoutDays: 7 });
    expect((await me()).statusCode).toBe(200);
    // Used now: its last use moved forward, so the session would now outlive a 1-day timeout...
    const [used] = await get().database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - (used?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
    await get()
      .database.db.update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(sessions.userId, user.id));
    // ...but, idle two days, a 1-day timeout ends it.
    await settingsCall('PUT', cookie, { ...current, sessionTimeoutDays: 1 });
    expect((await me()).statusCode).toBe(401);
    await settingsCall('PUT', cookie, current);
  });

  it('has the retention job delete hits older than the new retention, and the ingest refuse them', async () => {
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const current = pick((await settingsCall('GET', cookie)).json());
    const { cookie: userCookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, userCookie);
    const hit = (id: string, ageDays: number) => ({
      eventId: id,
      timestamp: Date.now() - ageDays * DAY_MS,
      url: `/${id}`,
      userAgent: UA.gptbot,
      ip: '203.0.113.9',
    });
    await settingsCall('PUT', cookie, { ...current, dataRetentionDays: 365 });
    const stored = await collectEvents(get().app, embed.ingestKey, [hit('old', 45), hit('new', 10)]);
    expect(stored.json()).toMatchObject({ stored: 2 });
    const urls = async () =>
      (await get().database.db.select().from(botEvents).where(eq(botEvents.websiteId, site.id)))
        .map((row) => row.path)
        .sort();
    await retentionJob({ ctx: get().app.systemCtx }).run();
    expect(await urls()).toEqual(['/new', '/old']);

    await settingsCall('PUT', cookie, { ...current, dataRetentionDays: 30 });
    await retentionJob({ ctx: get().app.systemCtx }).run();
    expect(await urls()).toEqual(['/new']);
    // The ingest's expiry rule follows too: a 45-day-old hit is now past retention.
    const late = await collectEvents(get().app, embed.ingestKey, [hit('late', 45)]);
    expect(late.json()).toMatchObject({ stored: 0, expired: 1 });
    await settingsCall('PUT', cookie, current);
  });
});

/** The five settings of a GET's answer, as a PUT takes them. */
function pick(body: Record<string, unknown>) {
  const { dataRetentionDays, botSimulation, sessionTimeoutDays, registration, rateLimiting } = body;
  return { dataRetentionDays, botSimulation, sessionTimeoutDays, registration, rateLimiting };
}
