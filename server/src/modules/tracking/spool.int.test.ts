import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql, sum } from 'drizzle-orm';
import pino from 'pino';
import { expect, it, vi } from 'vitest';
import { botEvents, botHourlyRollups } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { DISK_FULL, whileRefusing } from '../../test-support/refusing-database';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';
import { defaultBotDetection } from '../bots/default-bot-detection';
import type { IncomingHit } from './ingest/hit';
import { IngestQueue, QueueSpooledError } from './ingest/ingest-queue';
import { replaySpool, spoolUnwrittenHits } from './ingest/replay-spool';
import { readSpoolFile, spoolFilesIn, writeSpoolFile } from './ingest/spool-file';

const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const logged: Array<{ msg: string }> = [];
const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });

/** A page view as the snippet sends it: no event id, so only the batch's id can tell a repeat. */
function snippetHit(websiteId: number, path: string): IncomingHit {
  return {
    websiteId,
    occurredAt: new Date(),
    source: 'snippet',
    event: 'page_view',
    url: `https://spool.example${path}`,
    userAgent: GPTBOT,
    ip: '203.0.113.9',
  };
}

describeOnEachDatabase('hits the database has not taken at shutdown', (get) => {
  const newQueue = () =>
    new IngestQueue({ db: get().database.db, log, retentionDays: 3650, ...defaultBotDetection() });
  const db = () => get().database.db;
  async function storedFor(websiteId: number) {
    const [rows] = await db()
      .select({ n: count() })
      .from(botEvents)
      .where(eq(botEvents.websiteId, websiteId));
    const [counted] = await db()
      .select({ n: sum(botHourlyRollups.pageViews) })
      .from(botHourlyRollups)
      .where(eq(botHourlyRollups.websiteId, websiteId));
    return { rows: Number(rows?.n), counted: Number(counted?.n ?? 0) };
  }
  async function newSite() {
    const { cookie } = await registerAndSignIn(get().app);
    return (await addWebsite(get().app, cookie)).site;
  }

  it('are saved to the spool and written at the next start, once, however often the file is replayed', async () => {
    const site = await newSite();
    const dir = mkdtempSync(join(tmpdir(), 'botlens-spool-'));
    const queue = newQueue();
    logged.length = 0;

    const waiting = await whileRefusing(db(), DISK_FULL, async () => {
      for (const path of ['/a', '/b', '/c']) expect(queue.offer(snippetHit(site.id, path))).toBe(true);
      const sender = queue.enqueue([snippetHit(site.id, '/d'), snippetHit(site.id, '/e')], { urgent: true });
      const answer = sender.catch((error: unknown) => error);
      // The database refused them at least once: they are being written, not merely queued.
      await vi.waitFor(() =>
        expect(logged.map((e) => e.msg)).toContain('event batch write failed; retrying'),
      );
      expect(spoolUnwrittenHits(queue, dir, log)).toBe(5);
      return answer;
    });

    // The sender is told its hits are not confirmed, and the queue takes nothing more.
    expect(waiting).toBeInstanceOf(QueueSpooledError);
    expect(queue.offer(snippetHit(site.id, '/late'))).toBe(false);
    const [file] = spoolFilesIn(dir);
    expect(
      (await readSpoolFile(file as string)).flatMap((batch) => batch.hits.map((hit) => hit.url)),
    ).toEqual(['/a', '/b', '/c', '/d', '/e'].map((path) => `https://spool.example${path}`));
    expect(await storedFor(site.id)).toEqual({ rows: 0, counted: 0 });

    // A crash after the replay wrote the hits but before it removed the file: the next start replays it again.
    const copy = join(mkdtempSync(join(tmpdir(), 'botlens-spool-copy-')), 'copy.ndjson');
    copyFileSync(file as string, copy);
    await replaySpool(newQueue(), dir, log);
    expect(readdirSync(dir)).toEqual([]);
    expect(await storedFor(site.id)).toEqual({ rows: 5, counted: 5 });
    copyFileSync(copy, file as string);
    await replaySpool(newQueue(), dir, log);
    expect(readdirSync(dir)).toEqual([]);
    expect(await storedFor(site.id)).toEqual({ rows: 5, counted: 5 });
  });

  it('stores nothing again for a batch whose write committed unheard before it was saved', async () => {
    const site = await newSite();
    const hits = ['/x', '/y', '/z'].map((path) => snippetHit(site.id, path));
    const first = await newQueue().enqueueWhenRoom(hits, { batchId: 'committed-unheard' });
    expect(first).toMatchObject({ received: 3, stored: 3, duplicates: 0 });

    // The same batch again, from a retry or from the spool: answered as the committed write answered.
    const again = await newQueue().enqueueWhenRoom(hits, { batchId: 'committed-unheard' });
    expect(again).toMatchObject({ received: 3, stored: 3, duplicates: 0, bots: 3 });
    const dir = mkdtempSync(join(tmpdir(), 'botlens-spool-'));
    writeSpoolFile(dir, [{ batchId: 'committed-unheard', hits }]);
    await replaySpool(newQueue(), dir, log);
    expect(await storedFor(site.id)).toEqual({ rows: 3, counted: 3 });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('answers a sender whose hits were stored before a split batch was handed over, and keeps the rest', async () => {
    const site = await newSite();
    const dir = mkdtempSync(join(tmpdir(), 'botlens-spool-'));
    const queue = newQueue();
    logged.length = 0;
    // One hit PostgreSQL refuses as data (so its batch is split), and one it refuses as a full disk would.
    await db().execute(
      sql.raw(`create function refuse_some() returns trigger language plpgsql as $$ begin
        if new.url like '%/poison' then raise exception 'bad value' using errcode = '22008'; end if;
        if new.url like '%/stuck' then raise exception 'disk full' using errcode = '53100'; end if;
        return new; end $$`),
    );
    await db().execute(
      sql.raw(
        'create trigger refuse_some before insert on bot_events for each row execute function refuse_some()',
      ),
    );
    try {
      const first = queue.enqueue([snippetHit(site.id, '/a')]);
      const second = queue
        .enqueue([snippetHit(site.id, '/poison'), snippetHit(site.id, '/stuck')], { urgent: true })
        .catch((error: unknown) => error);
      // The first sender's hit was stored in the batch's first half: it is answered at once, not after
      // the whole batch, which the stuck hit holds up until shutdown.
      expect(await first).toMatchObject({ received: 1, stored: 1 });
      await vi.waitFor(() =>
        expect(logged.map((e) => e.msg)).toContain('event batch write failed; retrying'),
      );
      expect(spoolUnwrittenHits(queue, dir, log)).toBe(1);
      expect(await second).toBeInstanceOf(QueueSpooledError);
      const [file] = spoolFilesIn(dir);
      expect(
        (await readSpoolFile(file as string)).flatMap((batch) => batch.hits.map((hit) => hit.url)),
      ).toEqual(['https://spool.example/stuck']);
    } finally {
      await db().execute(sql`drop trigger if exists refuse_some on bot_events`);
      await db().execute(sql`drop function if exists refuse_some()`);
    }
  });

  it("leaves a waiting sender's queued hits without event ids to the sender, who sends them again", async () => {
    const site = await newSite();
    const dir = mkdtempSync(join(tmpdir(), 'botlens-spool-'));
    const queue = newQueue();
    logged.length = 0;
    const answers = await whileRefusing(db(), DISK_FULL, async () => {
      const inFlight = queue
        .enqueue([snippetHit(site.id, '/in-flight')], { urgent: true })
        .catch((e: unknown) => e);
      await vi.waitFor(() =>
        expect(logged.map((e) => e.msg)).toContain('event batch write failed; retrying'),
      );
      // Queued behind the batch being written: a snippet hit nobody waits for, and a sender's two events.
      queue.offer(snippetHit(site.id, '/offered'));
      const sender = queue
        .enqueue([
          { ...snippetHit(site.id, '/with-id'), source: 'collect', eventId: 'e-1' },
          { ...snippetHit(site.id, '/without-id'), source: 'collect' },
        ])
        .catch((e: unknown) => e);
      expect(spoolUnwrittenHits(queue, dir, log)).toBe(3);
      return Promise.all([inFlight, sender]);
    });
    expect(answers.map((answer) => answer instanceof QueueSpooledError)).toEqual([true, true]);
    const [file] = spoolFilesIn(dir);
    expect(
      (await readSpoolFile(file as string)).flatMap((batch) => batch.hits.map((hit) => hit.url)),
    ).toEqual(['/in-flight', '/offered', '/with-id'].map((path) => `https://spool.example${path}`));
    // Only what the queue was given goes to the file, not the classification the writer added.
    const saved = (await readSpoolFile(file as string))[0]?.hits[0] as unknown as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual([
      'event',
      'ip',
      'occurredAt',
      'source',
      'url',
      'userAgent',
      'websiteId',
    ]);
  });

  it('sets a damaged spool file aside and writes the others', async () => {
    const site = await newSite();
    const dir = mkdtempSync(join(tmpdir(), 'botlens-spool-'));
    writeSpoolFile(dir, [{ batchId: 'good-file', hits: [snippetHit(site.id, '/ok')] }]);
    // Something that cannot be read at all, named as a spool file.
    mkdirSync(join(dir, 'hits-2026-01-01T00-00-00-000Z-2-unreadable.ndjson'));
    // A file cut short, by a full disk say, and named as a complete one.
    const damaged = join(dir, 'hits-2026-01-01T00-00-00-000Z-1-torn.ndjson');
    writeFileSync(damaged, '{"botlensSpool":1}\n{"batchId":"torn","hits":[{"websiteId":');
    logged.length = 0;

    await replaySpool(newQueue(), dir, log);
    expect(readdirSync(dir).sort()).toEqual([
      'hits-2026-01-01T00-00-00-000Z-1-torn.ndjson.damaged',
      'hits-2026-01-01T00-00-00-000Z-2-unreadable.ndjson.damaged',
    ]);
    expect(logged.map((e) => e.msg)).toContain('spool file is damaged; left as .damaged');
    expect(await storedFor(site.id)).toEqual({ rows: 1, counted: 1 });
  });
});
