import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { botEvents, botSessions, humanEventIds, users, websites } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { WebsitePurger } from './website-purger';

describeOnEachDatabase('websites', (get) => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    get().app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  /** A website's hits, bot sessions and people's event ids. */
  const rowsOf = async (websiteId: number) =>
    Promise.all(
      [botEvents, botSessions, humanEventIds].map(async (table) =>
        Number(
          (
            await get().database.db.select({ n: count() }).from(table).where(eq(table.websiteId, websiteId))
          )[0]?.n,
        ),
      ),
    );

  it('adds a website, storing the domain as a host, and lists only the caller’s own', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const created = await call('POST', '/api/websites', cookie, {
      name: ' My Shop ',
      domain: 'HTTPS://Shop.Example.com/some/path?x=1',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      name: 'My Shop',
      domain: 'shop.example.com',
      trackingId: expect.stringMatching(/^bt_[A-Za-z0-9_-]{12}$/),
      createdAt: expect.any(String),
      lastEventAt: null,
    });
    expect(created.body).not.toContain('blk_');

    const other = await registerAndSignIn(get().app);
    await addWebsite(get().app, other.cookie, { name: 'Other', domain: 'other.example' });
    const list = await call('GET', '/api/websites', cookie);
    expect(list.json()).toEqual([created.json()]);
    expect((await call('GET', '/api/websites')).statusCode).toBe(401);
  });

  it.each([
    [{ name: '', domain: 'example.com' }, 'name', 'Website name is required'],
    [{ name: 'A', domain: '' }, 'domain', 'Domain is required'],
    [{ name: 'A', domain: 'not a url' }, 'domain', 'Please enter a valid URL'],
    [{ name: 'A', domain: 'ftp://example.com' }, 'domain', 'Please enter a valid URL'],
    [{ name: 'A', domain: 'javascript:alert(1)' }, 'domain', 'Please enter a valid URL'],
    [{ name: 'A', domain: 'https://user:pw@example.com' }, 'domain', 'Please enter a valid URL'],
    [{ name: 'A', domain: 'a..com' }, 'domain', 'Please enter a valid URL'],
    [{ name: 'A', domain: 'https://.example.com/' }, 'domain', 'Please enter a valid URL'],
    [{ name: 'A', domain: 'example.com.' }, 'domain', 'Please enter a valid URL'],
    // DNS: no label over 63 characters, no name over 253.
    [{ name: 'A', domain: `${'a'.repeat(64)}.com` }, 'domain', 'Please enter a valid URL'],
    [{ name: 'A', domain: `${'abcdefghi.'.repeat(26)}com` }, 'domain', 'Please enter a valid URL'],
    [{ name: 'A' }, 'domain', 'domain is required'],
    [{ name: 'x'.repeat(101), domain: 'example.com' }, 'name', 'Website name must be at most 100 characters'],
  ])('rejects %j', async (payload, field, message) => {
    const { cookie } = await registerAndSignIn(get().app);
    const response = await call('POST', '/api/websites', cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
    expect((await call('GET', '/api/websites', cookie)).json()).toEqual([]);
  });

  it('accepts a domain label of 63 characters, the longest DNS allows', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const longest = `${'a'.repeat(63)}.com`;
    const created = await call('POST', '/api/websites', cookie, { name: 'Long', domain: longest });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ domain: longest });
  });

  it('refuses a domain the account already tracks, naming that website; another account or a deleted one is no bar', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const first = await call('POST', '/api/websites', cookie, { name: 'My Site', domain: 'example.com' });
    expect(first.statusCode).toBe(201);
    // However it is typed: the domain is compared as stored, the host lower-cased.
    for (const domain of ['example.com', 'HTTPS://Example.COM/pricing?x=1', 'http://example.com:80']) {
      const again = await call('POST', '/api/websites', cookie, { name: 'Again', domain });
      expect(again.statusCode, domain).toBe(409);
      expect(again.json()).toEqual({
        message: 'You already track example.com as “My Site”',
        field: 'domain',
      });
    }
    expect((await call('GET', '/api/websites', cookie)).json()).toEqual([first.json()]);

    // Another host, and the same host on another port, are other websites.
    for (const domain of ['www.example.com', 'example.com:8080']) {
      expect(
        (await call('POST', '/api/websites', cookie, { name: 'Other', domain })).statusCode,
        domain,
      ).toBe(201);
    }
    const other = await registerAndSignIn(get().app);
    expect(
      (await call('POST', '/api/websites', other.cookie, { name: 'Theirs', domain: 'example.com' }))
        .statusCode,
    ).toBe(201);
    expect((await call('DELETE', `/api/websites/${first.json().id}`, cookie)).statusCode).toBe(204);
    const readded = await call('POST', '/api/websites', cookie, { name: 'Back', domain: 'example.com' });
    expect(readded.statusCode).toBe(201);
  });

  it('gives the owner the embed code with the snippet, the pixel, the ingest key and the middleware', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie, { name: 'Blog', domain: 'blog.example.org' });
    expect(embed).toMatchObject({
      trackingId: site.trackingId,
      domain: 'blog.example.org',
      websiteName: 'Blog',
      testUrl: 'https://blog.example.org/?bt_test=1',
      ingestKey: expect.stringMatching(/^blk_/),
      collectEndpoint: 'http://localhost:5000/api/collect',
      instructions: {
        expectedDataTime: {
          lowTraffic: '2-6 hours',
          mediumTraffic: '30-60 minutes',
          highTraffic: '5-15 minutes',
        },
      },
    });
    expect(embed.embedCode).toContain(
      `<script async src="http://localhost:5000/tracking-script.js" data-tracking-id="${site.trackingId}" data-endpoint="http://localhost:5000/api/track"></script>`,
    );
    expect(embed.embedCode).toContain(`/api/track/pixel.gif?tid=${site.trackingId}`);
    expect(embed.middleware.express).toContain(embed.ingestKey);
    expect(embed.middleware.cloudflareWorker).toContain('ctx.waitUntil');
  });

  it('answers 404 for another user’s website on every route, and changes nothing', async () => {
    const owner = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, owner.cookie);
    const stranger = await registerAndSignIn(get().app);
    for (const [method, url] of [
      ['GET', `/api/websites/${site.id}/embed-code`],
      ['POST', `/api/websites/${site.id}/ingest-key`],
      ['DELETE', `/api/websites/${site.id}`],
      ['POST', `/api/websites/${site.id}/import-logs`],
    ] as const) {
      const response = await call(method, url, stranger.cookie);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Website not found' });
    }
    expect((await call('GET', '/api/websites/999999/embed-code', owner.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/websites/abc/embed-code', owner.cookie)).statusCode).toBe(400);
    // Past PostgreSQL's integer: a 400 naming the id, not the database's overflow as a 500.
    for (const [method, url] of [
      ['GET', '/api/websites/3000000000/embed-code'],
      ['DELETE', '/api/websites/3000000000'],
      ['POST', '/api/websites/3000000000/ingest-key'],
      ['POST', '/api/websites/3000000000/import-logs'],
    ] as const) {
      const response = await call(method, url, owner.cookie);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().message).toMatch(/^id /);
    }
    expect((await call('GET', '/api/websites', owner.cookie)).json()).toHaveLength(1);
  });

  it('rotates the ingest key: the old one stops working at once', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    const event = { timestamp: new Date().toISOString(), url: '/', userAgent: UA.gptbot, ip: '203.0.113.9' };
    const post = (key: string) => collectEvents(get().app, key, [event]);
    expect((await post(embed.ingestKey)).statusCode).toBe(200);
    const rotated = await call('POST', `/api/websites/${site.id}/ingest-key`, cookie);
    expect(rotated.statusCode).toBe(200);
    const { ingestKey } = rotated.json<{ ingestKey: string }>();
    expect(ingestKey).not.toBe(embed.ingestKey);
    expect((await post(embed.ingestKey)).statusCode).toBe(401);
    expect((await post(ingestKey)).statusCode).toBe(200);
  });

  it('deletes a website with its data (owner or admin), and its tracking id stops counting', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    await collectEvents(get().app, embed.ingestKey, [
      { timestamp: Date.now(), url: '/a', userAgent: UA.gptbot, ip: '203.0.113.1' },
      { eventId: 'person-1', timestamp: Date.now(), url: '/a', userAgent: UA.chrome, ip: '203.0.113.2' },
    ]);
    const db = get().database.db;
    // Its hits, its bot sessions and the ids of its people's hits: none of them outlives the website.
    expect(await rowsOf(site.id)).toEqual([1, 1, 1]);
    expect((await call('DELETE', `/api/websites/${site.id}`, cookie)).statusCode).toBe(204);
    // Gone at once for its owner; its data follows in the background.
    expect((await call('GET', '/api/websites', cookie)).json()).toEqual([]);
    expect((await call('GET', `/api/websites/${site.id}/embed-code`, cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/websites/${site.id}`, cookie)).statusCode).toBe(404);
    await get().app.websitePurger.idle();
    expect(await rowsOf(site.id)).toEqual([0, 0, 0]);
    expect(await db.select().from(websites).where(eq(websites.id, site.id))).toEqual([]);
    const track = await get().app.inject({
      method: 'POST',
      url: '/api/track',
      payload: { trackingId: site.trackingId, url: 'https://example.com/' },
    });
    expect(track.statusCode).toBe(202);

    const second = await addWebsite(get().app, cookie);
    const admin = await signInAsAdmin(get().app, db);
    expect((await call('DELETE', `/api/websites/${second.site.id}`, admin.cookie)).statusCode).toBe(204);
    await get().app.websitePurger.idle();
    expect(await db.select().from(websites).where(eq(websites.id, second.site.id))).toEqual([]);
  });

  it('purges a deleted website in small steps, and picks up a purge that a stop interrupted', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    const kept = await addWebsite(get().app, cookie);
    const events = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, i) => ({
        eventId: `${prefix}-${i}`,
        timestamp: new Date(Date.now() - i * 3_600_000).toISOString(),
        url: `/p${i}`,
        userAgent: i % 3 === 0 ? UA.chrome : UA.gptbot,
        // A new address each time: a session each.
        ip: `203.0.113.${i + 1}`,
      }));
    for (const [key, prefix] of [
      [embed.ingestKey, 'doomed'],
      [kept.embed.ingestKey, 'kept'],
    ] as const) {
      const response = await collectEvents(get().app, key, events(12, prefix));
      expect(response.statusCode).toBe(200);
    }
    const db = get().database.db;
    expect(await rowsOf(site.id)).toEqual([8, 8, 4]);

    // Marked as a delete does it, with no purge run (as after a stop between the two).
    await db.update(websites).set({ deletingSince: new Date() }).where(eq(websites.id, site.id));
    const stopped = new WebsitePurger(db, get().app.log, 3);
    await stopped.close();
    stopped.purgeSoon();
    await stopped.idle();
    expect(await rowsOf(site.id)).toEqual([8, 8, 4]);

    // The next start's purger: three rows a step.
    const purger = new WebsitePurger(db, get().app.log, 3);
    purger.purgeSoon();
    await purger.idle();
    expect(await rowsOf(site.id)).toEqual([0, 0, 0]);
    expect(await db.select().from(websites).where(eq(websites.id, site.id))).toEqual([]);
    expect(await rowsOf(kept.site.id)).toEqual([8, 8, 4]);
  });

  it('deletes the hits of every website of a deleted account, snippet hits and collected ones alike', async () => {
    const { cookie, user } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    const other = await addWebsite(get().app, (await registerAndSignIn(get().app)).cookie);
    for (const target of [site, other.site]) {
      await get().app.inject({
        method: 'POST',
        url: '/api/track',
        headers: { 'user-agent': UA.gptbot },
        payload: { trackingId: target.trackingId, url: 'https://example.com/a' },
      });
    }
    await collectEvents(get().app, embed.ingestKey, [
      { eventId: 'e1', timestamp: Date.now(), url: '/b', userAgent: UA.gptbot, ip: '203.0.113.1' },
      { eventId: 'e2', timestamp: Date.now(), url: '/b', userAgent: UA.chrome, ip: '203.0.113.2' },
    ]);
    await get().app.ingestQueue.flush();
    const db = get().database.db;
    expect(await rowsOf(site.id)).toEqual([2, 2, 1]);
    await db.delete(users).where(eq(users.id, user.id));
    expect(await rowsOf(site.id)).toEqual([0, 0, 0]);
    expect(await rowsOf(other.site.id)).toEqual([1, 1, 0]);
  });
});
