import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sum } from 'drizzle-orm';
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
    expect(readSpoolFile(file as string).flatMap((batch) => batch.hits.map((hit) => hit.url))).toEqual(
      ['/a', '/b', '/c', '/d', '/e'].map((path) => `https://spool.example${path}`),
    );
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

  it('sets a damaged spool file aside and writes the others', async () => {
    const site = await newSite();
    const dir = mkdtempSync(join(tmpdir(), 'botlens-spool-'));
    writeSpoolFile(dir, [{ batchId: 'good-file', hits: [snippetHit(site.id, '/ok')] }]);
    // A file cut short, by a full disk say, and named as a complete one.
    const damaged = join(dir, 'hits-2026-01-01T00-00-00-000Z-1-torn.ndjson');
    writeFileSync(damaged, '{"botlensSpool":1}\n{"batchId":"torn","hits":[{"websiteId":');
    logged.length = 0;

    await replaySpool(newQueue(), dir, log);
    expect(readdirSync(dir)).toEqual(['hits-2026-01-01T00-00-00-000Z-1-torn.ndjson.damaged']);
    expect(logged.map((e) => e.msg)).toContain('spool file is damaged; left as .damaged');
    expect(await storedFor(site.id)).toEqual({ rows: 1, counted: 1 });
  });
});
