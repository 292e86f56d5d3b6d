import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { botEvents, botHourlyRollups, botSessions, humanHourlyPageViews, websites } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectHelpers } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, queuedGptbotHit, UA } from '../../test-support/websites';

describeOnEachDatabase('the server-side door: POST /api/collect', (get, database) => {
  const { collect, siteWithKey, event, countWhere } = collectHelpers(get);

  it('stores a batch, answers with what it stored, and stores a repeated eventId once', async () => {
    const { site, embed } = await siteWithKey();
    const events = [
      event({ eventId: 'e1' }),
      event({ eventId: 'e2', url: '/docs/next', timestamp: '2026-11-20T10:20:00Z' }),
      event({ eventId: 'e3', userAgent: UA.chrome, ip: '198.51.100.7' }),
      event({ eventId: 'e1' }),
    ];
    const first = await collect(embed.ingestKey, { events });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      received: 4,
      stored: 3,
      duplicates: 1,
      expired: 0,
      failed: 0,
      bots: 3,
      humans: 1,
      rejected: [],
      truncated: [],
    });

    const again = await collect(embed.ingestKey, { events });
    expect(again.json()).toEqual({
      received: 4,
      stored: 0,
      duplicates: 4,
      expired: 0,
      failed: 0,
      bots: 3,
      humans: 1,
      rejected: [],
      truncated: [],
    });

    const db = get().database.db;
    expect(await countWhere(botEvents, site.id)).toBe(2);
    const [rollup] = await db.select().from(botHourlyRollups).where(eq(botHourlyRollups.websiteId, site.id));
    expect(rollup).toMatchObject({ botName: 'GPTBot', pageViews: 2, hour: new Date('2026-11-20T10:00:00Z') });
    const [people] = await db
      .select()
      .from(humanHourlyPageViews)
      .where(eq(humanHourlyPageViews.websiteId, site.id));
    expect(people?.pageViews).toBe(1);
    // Two hits five minutes apart from one address: one session of two pages.
    const sessions = await db.select().from(botSessions).where(eq(botSessions.websiteId, site.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      botName: 'GPTBot',
      totalPages: 2,
      clientIp: '203.0.113.10',
      startedAt: new Date('2026-11-20T10:15:00Z'),
      lastSeenAt: new Date('2026-11-20T10:20:00Z'),
    });
  });

  it('ends a session after 30 minutes without a hit and extends it across batches', async () => {
    const { site, embed } = await siteWithKey();
    await collect(embed.ingestKey, { events: [event({ timestamp: '2026-11-20T08:00:00Z' })] });
    await collect(embed.ingestKey, { events: [event({ timestamp: '2026-11-20T08:29:00Z' })] });
    await collect(embed.ingestKey, {
      events: [
        event({ timestamp: '2026-11-20T09:00:00Z' }),
        event({ timestamp: '2026-11-20T09:10:00Z', ip: '203.0.113.11' }),
      ],
    });
    const sessions = await get()
      .database.db.select()
      .from(botSessions)
      .where(eq(botSessions.websiteId, site.id))
      .orderBy(botSessions.startedAt);
    expect(sessions.map((s) => [s.clientIp, s.totalPages, s.startedAt.toISOString()])).toEqual([
      ['203.0.113.10', 2, '2026-11-20T08:00:00.000Z'],
      ['203.0.113.10', 1, '2026-11-20T09:00:00.000Z'],
      ['203.0.113.11', 1, '2026-11-20T09:10:00.000Z'],
    ]);
  });

  it('extends a session whose stored start is finer than a millisecond', async () => {
    // The writer finds a session to extend by its key (website, start, id); a start read back into a
    // JavaScript Date would lose the microseconds and miss the row.
    const { site, embed } = await siteWithKey();
    const db = get().database.db;
    await db.insert(botSessions).values({
      websiteId: site.id,
      botName: 'GPTBot',
      botType: 'ai_crawler',
      clientIp: '203.0.113.10',
      startedAt: new Date('2026-11-20T08:00:00Z'),
      lastSeenAt: new Date('2026-11-20T08:00:00Z'),
      totalPages: 1,
    });
    await db
      .update(botSessions)
      .set({ startedAt: sql`started_at + interval '123 microseconds'` })
      .where(eq(botSessions.websiteId, site.id));
    await collect(embed.ingestKey, { events: [event({ timestamp: '2026-11-20T08:10:00Z' })] });
    const sessions = await db.select().from(botSessions).where(eq(botSessions.websiteId, site.id));
    expect(sessions.map((s) => [s.totalPages, s.lastSeenAt.toISOString()])).toEqual([
      [2, '2026-11-20T08:10:00.000Z'],
    ]);
  });

  it('drops queued hits of a website deleted before they were written, and keeps writing others', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const doomed = await addWebsite(get().app, cookie);
    const kept = await addWebsite(get().app, cookie);
    const queue = get().app.ingestQueue;
    const pending = queue.enqueue([queuedGptbotHit(doomed.site.id), queuedGptbotHit(kept.site.id)]);
    await get().app.inject({ method: 'DELETE', url: `/api/websites/${doomed.site.id}`, headers: { cookie } });
    await queue.flush();
    expect((await pending).stored).toBe(1);
    expect(await countWhere(botEvents, kept.site.id)).toBe(1);
  });

  it('never waits for a website being deleted: its queued hits are dropped while its row is held', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const doomed = await addWebsite(get().app, cookie);
    const kept = await addWebsite(get().app, cookie);
    const db = get().database.db;
    await db.update(websites).set({ deletingSince: new Date() }).where(eq(websites.id, doomed.site.id));
    // On PostgreSQL, another connection holds the website's row the way its final delete does; the embedded
    // database has one connection, so nothing can hold a row while the batch is written.
    let releaseRow = () => {};
    let rowHeld: Promise<unknown> = Promise.resolve();
    if (database.name === 'postgres') {
      await new Promise<void>((held) => {
        rowHeld = db.transaction(async (tx) => {
          await tx.execute(sql`select id from websites where id = ${doomed.site.id} for update`);
          held();
          await new Promise<void>((release) => {
            releaseRow = release;
          });
        });
      });
    }
    try {
      const summary = await get().app.ingestQueue.enqueue(
        [queuedGptbotHit(doomed.site.id), queuedGptbotHit(kept.site.id)],
        {
          urgent: true,
        },
      );
      expect(summary).toMatchObject({ received: 2, stored: 1, duplicates: 1 });
    } finally {
      releaseRow();
      await rowHeld;
    }
    expect(await countWhere(botEvents, kept.site.id)).toBe(1);
    expect(await countWhere(botEvents, doomed.site.id)).toBe(0);
  });

  it('isolates a hit the database refuses, stores the rest and reports it as failed', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const hit = (i: number, occurredAt = new Date()) =>
      queuedGptbotHit(site.id, { url: `/${i}`, occurredAt });
    // An impossible date stands for any value PostgreSQL would refuse.
    const hits = [hit(1), hit(2), hit(3, new Date(Number.NaN)), hit(4), hit(5)];
    const summary = await get().app.ingestQueue.enqueue(hits, { urgent: true });
    expect(summary).toMatchObject({ received: 5, stored: 4, failed: 1, duplicates: 0 });
    expect(await countWhere(botEvents, site.id)).toBe(4);
  });

  it('refuses a missing or wrong key with 401 before looking at the body', async () => {
    const { embed } = await siteWithKey();
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Basic ${embed.ingestKey}`,
      `Bearer ${embed.ingestKey}x`,
    ]) {
      // Raw: the helper always sends a well-formed Bearer header.
      const response = await get().app.inject({
        method: 'POST',
        url: '/api/collect',
        headers: authorization ? { authorization } : {},
        payload: { nonsense: true },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid or missing ingest key' });
    }
    // Not even read: a body that is not JSON, or over the 8 MB limit, still gets the 401, not a 400 or 413.
    for (const payload of ['{not json', `{"events":"${'x'.repeat(9 * 1024 * 1024)}"}`]) {
      const response = await collect('wrong', payload, 'application/json');
      expect(response.statusCode).toBe(401);
    }
  });

  // Only a body that is no batch at all is refused whole; a bad event is rejected alone (collect-rejections).
  it.each([
    ['events must hold at least one event', { events: [] }],
    ['events must hold at most 1000 events', { events: Array.from({ length: 1001 }, () => event()) }],
    ['events is required', { event: event() }],
    ['events must be an array', { events: event() }],
    ['body must be an object', [event()]],
  ])('refuses a body that is no batch with 400: %s, storing nothing', async (message, payload) => {
    const { site, embed } = await siteWithKey();
    const response = await collect(embed.ingestKey, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    await get().app.ingestQueue.flush();
    expect(await countWhere(botEvents, site.id)).toBe(0);
  });

  it('refuses a body that is not JSON with 415, a JSON batch sent as text/plain too', async () => {
    const { site, embed } = await siteWithKey();
    const batch = JSON.stringify({ events: [event()] });
    for (const [type, payload] of [
      ['text/plain', batch],
      ['application/x-www-form-urlencoded', 'events=1'],
    ] as const) {
      const response = await collect(embed.ingestKey, payload, type);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: `Unsupported content type ${type}; send application/json`,
      });
    }
    await get().app.ingestQueue.flush();
    expect(await countWhere(botEvents, site.id)).toBe(0);
  });

  it('answers 413 to a body over the limit', async () => {
    const { embed } = await siteWithKey();
    const big = Array.from({ length: 1000 }, () =>
      event({ url: `/${'x'.repeat(4000)}`, userAgent: 'y'.repeat(1024), referrer: 'z'.repeat(4000) }),
    );
    const response = await collect(embed.ingestKey, { events: big });
    expect(response.statusCode).toBe(413);
  });
});
