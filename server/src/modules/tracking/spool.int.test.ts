import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql, sum } from 'drizzle-orm';
import pino from 'pino';
import { expect, it, vi } from 'vitest';
import { botEvents, botHourlyRollups, ingestBatches } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { DISK_FULL, whileRefusing } from '../../test-support/refusing-database';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';
import { defaultBotDetection } from '../bots/default-bot-detection';
import type { IncomingHit } from './ingest/hit';
import { IngestQueue } from './ingest/ingest-queue';
import { QueueSpooledError } from './ingest/queue-errors';
import { replaySpool, spoolUnwrittenHits } from './ingest/replay-spool';
import { readSpoolFile, spoolFilesIn, writeSpoolFile } from './ingest/spool-file';
import { isBatchCommitted } from './ingest/write-batch';

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
  const isCommitted = (batchId: string) => isBatchCommitted(get().database.db, batchId);
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
      // A sender waiting for its events, with ids (as the middleware sends them).
      const sender = queue.enqueue(
        [
          { ...snippetHit(site.id, '/d'), source: 'collect', eventId: 'd' },
          { ...snippetHit(site.id, '/e'), source: 'collect', eventId: 'e' },
        ],
        { urgent: true },
      );
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
    await replaySpool(newQueue(), dir, log, isCommitted);
    expect(readdirSync(dir)).toEqual([]);
    expect(await storedFor(site.id)).toEqual({ rows: 5, counted: 5 });
    copyFileSync(copy, file as string);
    await replaySpool(newQueue(), dir, log, isCommitted);
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
    await replaySpool(newQueue(), dir, log, isCommitted);
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
        .enqueue(
          [
            { ...snippetHit(site.id, '/poison'), eventId: 'p' },
            { ...snippetHit(site.id, '/stuck'), eventId: 's' },
          ],
          { urgent: true },
        )
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

  it("leaves a waiting sender's hits without event ids to the sender, who sends them again", async () => {
    const site = await newSite();
    const dir = mkdtempSync(join(tmpdir(), 'botlens-spool-'));
    const queue = newQueue();
    const waitingHit = (path: string, eventId?: string) => ({
      ...snippetHit(site.id, path),
      source: 'collect' as const,
      eventId,
    });
    logged.length = 0;
    let inFlightId = '';
    const answers = await whileRefusing(db(), DISK_FULL, async () => {
      // Being written: a snippet hit nobody waits for, and a sender's event without an id.
      queue.offer(snippetHit(site.id, '/offered-early'));
      const inFlight = queue.enqueue([waitingHit('/in-flight')], { urgent: true }).catch((e: unknown) => e);
      // Queued behind it before the database refused it (after that, the queue takes nothing new): another
      // snippet hit, and a sender's two events, one with an id.
      queue.offer(snippetHit(site.id, '/offered'));
      const sender = queue
        .enqueue([waitingHit('/with-id', 'e-1'), waitingHit('/without-id')])
        .catch((e: unknown) => e);
      await vi.waitFor(() =>
        expect(logged.map((e) => e.msg)).toContain('event batch write failed; retrying'),
      );
      expect(spoolUnwrittenHits(queue, dir, log)).toBe(3);
      return Promise.all([inFlight, sender]);
    });
    expect(answers.map((answer) => answer instanceof QueueSpooledError)).toEqual([true, true]);
    const [file] = spoolFilesIn(dir);
    const saved = await readSpoolFile(file as string);
    expect(
      saved.map((batch) => batch.hits.map((hit) => hit.url.replace('https://spool.example', ''))),
    ).toEqual([['/offered-early'], ['/offered', '/with-id']]);
    // What is left of the batch being written is written only if that batch did not commit after all.
    inFlightId = saved[0]?.unlessCommitted as string;
    expect(saved[0]?.batchId).toBe(`${inFlightId}~saved`);
    // Only what the queue was given goes to the file, not the classification the writer added.
    expect(Object.keys(saved[1]?.hits[0] as object).sort()).toEqual([
      'event',
      'ip',
      'occurredAt',
      'source',
      'url',
      'userAgent',
      'websiteId',
    ]);

    const copy = join(mkdtempSync(join(tmpdir(), 'botlens-spool-copy-')), 'copy.ndjson');
    copyFileSync(file as string, copy);
    await replaySpool(newQueue(), dir, log, isCommitted);
    expect(await storedFor(site.id)).toEqual({ rows: 3, counted: 3 });

    // The other case, on another site: the batch being written did commit, unheard, before the shutdown.
    const other = await newSite();
    await db().insert(ingestBatches).values({ id: 'committed-after-all', outcomes: 'S2' });
    writeSpoolFile(dir, [
      {
        batchId: 'committed-after-all~saved',
        unlessCommitted: 'committed-after-all',
        hits: [snippetHit(other.id, '/offered-early')],
      },
    ]);
    await replaySpool(newQueue(), dir, log, isCommitted);
    expect(await storedFor(other.id)).toEqual({ rows: 0, counted: 0 });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('answers a batch once, stored once, when a live-feed listener throws', async () => {
    const site = await newSite();
    const queue = newQueue();
    const calls: number[] = [];
    queue.onStoredBotHits((hits) => {
      calls.push(hits.length);
      throw new Error('listener failed');
    });
    logged.length = 0;
    const summary = await queue.enqueue([snippetHit(site.id, '/listened')], { urgent: true });
    expect(summary).toMatchObject({ received: 1, stored: 1, duplicates: 0 });
    expect(calls).toEqual([1]);
    expect(logged.map((e) => e.msg)).toContain('live feed listener failed');
    expect(logged.map((e) => e.msg)).not.toContain('event batch write failed; retrying');
    expect(await storedFor(site.id)).toEqual({ rows: 1, counted: 1 });
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

    await replaySpool(newQueue(), dir, log, isCommitted);
    expect(readdirSync(dir).sort()).toEqual([
      'hits-2026-01-01T00-00-00-000Z-1-torn.ndjson.damaged',
      'hits-2026-01-01T00-00-00-000Z-2-unreadable.ndjson.damaged',
    ]);
    expect(logged.map((e) => e.msg)).toContain('spool file is damaged; left as .damaged');
    expect(await storedFor(site.id)).toEqual({ rows: 1, counted: 1 });
  });
});
