import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { botHourlyRollups, botSessions, users, websites } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { DELETED_ACCOUNT_HASH } from '../auth/delete-account.queries';

describeOnEachDatabase('administrator reads', (get) => {
  const read = (url: string, cookie?: string) =>
    get().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it.each(['/api/admin/users', '/api/admin/stats'])('%s: 401 anonymous, 403 for a user', async (url) => {
    expect((await read(url)).statusCode).toBe(401);
    const { cookie } = await registerAndSignIn(get().app);
    const forbidden = await read(url, cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Administrator access required' });
  });

  it('lists users without any password material', async () => {
    const { user } = await registerAndSignIn(get().app);
    const { cookie, admin } = await signInAsAdmin(get().app, get().database.db);
    const response = await read('/api/admin/users', cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json<Array<{ email: string; role: string }>>();
    expect(list).toContainEqual({ ...user, reservedAdmin: false, stripeSubscription: false });
    expect(list.find((u) => u.email === admin.email)?.role).toBe('admin');
    // Whether a user pays through Stripe, never the Stripe ids themselves.
    expect(response.body).not.toMatch(
      /scrypt|passwordHash|password_hash|stripeCustomerId|stripeSubscriptionId/i,
    );
  });

  it('counts users, websites, bot sessions and bot page views from the database', async () => {
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const before = (await read('/api/admin/stats', cookie)).json();
    expect(before).toEqual({
      totalUsers: expect.any(Number),
      totalWebsites: expect.any(Number),
      totalBotSessions: expect.any(Number),
      totalPageViews: expect.any(Number),
    });

    const { user } = await registerAndSignIn(get().app);
    const db = get().database.db;
    const [site] = await db
      .insert(websites)
      .values({
        userId: user.id,
        name: 'Site',
        domain: 'example.com',
        trackingId: `bt_${user.id}`,
        ingestKey: `blk_${user.id}`,
      })
      .returning();
    if (!site) throw new Error('no website');
    const now = new Date();
    await db.insert(botSessions).values([
      {
        websiteId: site.id,
        botName: 'GPTBot',
        botType: 'ai_crawler',
        startedAt: now,
        lastSeenAt: now,
        totalPages: 3,
      },
      { websiteId: site.id, botName: 'Googlebot', botType: 'search_engine', startedAt: now, lastSeenAt: now },
    ]);
    await db.insert(botHourlyRollups).values([
      { websiteId: site.id, hour: now, botName: 'GPTBot', botType: 'ai_crawler', pageViews: 3 },
      { websiteId: site.id, hour: now, botName: 'Googlebot', botType: 'search_engine', pageViews: 4 },
    ]);

    const after = (await read('/api/admin/stats', cookie)).json();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 1,
      totalWebsites: before.totalWebsites + 1,
      totalBotSessions: before.totalBotSessions + 2,
      totalPageViews: before.totalPageViews + 7,
    });

    // A website being deleted is no longer counted, though its data is still being purged.
    await db.update(websites).set({ deletingSince: new Date() }).where(eq(websites.id, site.id));
    expect((await read('/api/admin/stats', cookie)).json().totalWebsites).toBe(before.totalWebsites);
    // Nor is an account being deleted (its row waits for its websites' purge).
    await db.update(users).set({ passwordHash: DELETED_ACCOUNT_HASH }).where(eq(users.id, user.id));
    expect((await read('/api/admin/stats', cookie)).json().totalUsers).toBe(before.totalUsers);
  });

  it('serves the landing counters publicly at /api/public-stats, cached for 30 seconds', async () => {
    const response = await read('/api/public-stats');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    // Only the two figures the landing page shows, and the same ones the administrator sees.
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const { totalBotSessions, totalPageViews } = (await read('/api/admin/stats', cookie)).json();
    expect(response.json()).toStrictEqual({ totalBotSessions, totalPageViews });
  });

  it('keeps nothing public under /api/admin/', async () => {
    const response = await read('/api/admin/global-stats');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/admin/global-stats' });
    const publicAdminRoutes = get()
      .app.routeAccessTable()
      .filter((route) => route.url.startsWith('/api/admin/') && !['admin', 'user'].includes(route.access));
    expect(publicAdminRoutes).toEqual([]);
  });
});
