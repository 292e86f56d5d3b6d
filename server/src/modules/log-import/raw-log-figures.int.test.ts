import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { botSlug, type CollectEvent, MAX_COLLECT_BATCH, type TopBot } from '@botlens/contracts';
import { beforeAll, expect, it } from 'vitest';
import { registerAndSignIn } from '../../test-support/accounts';
import { writeCombinedLog } from '../../test-support/combined-log';
import { offlineBotDetection, postRawLog, storedFigures } from '../../test-support/raw-log';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';
import { explainAccessLogLine } from './parse-access-log-line';

/**
 * Issue 27, point 5: one generated log imported through the raw-log door into website A, and the same lines
 * sent the old way into website B (parsed on the client, posted to /api/collect in batches with an event id
 * per line, as `botlens import-logs` did before). Every figure the screens read, and every row the import
 * leaves, must be the same for A and B.
 */
const LINES = 30_000;
const DAY_MS = 86_400_000;
let text = '';

beforeAll(async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'botlens-figures-')), 'access.log');
  // Recent days, so that the screens' ranges (7 and 30 days back from now) cover the whole log; a zone
  // east of UTC, so that hours and days are converted.
  const start = new Date(Math.floor((Date.now() - 4 * DAY_MS) / 3_600_000) * 3_600_000);
  await writeCombinedLog(path, LINES, { seed: 505, start, days: 3, utcOffset: '+0530' });
  text = readFileSync(path, 'utf8');
});

/**
 * The old importer's event id of a line (import-access-log.ts before issue 27, kept here since that file is
 * being rewritten): the line number and text, hashed.
 */
function logLineEventId(lineNumber: number, line: string): string {
  return createHash('sha256').update(`${lineNumber}:${line}`).digest('hex').slice(0, 32);
}

/** Removes what differs between two websites holding the same hits: row ids. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value))
    return value
      .map(withoutIds)
      .map((item) => JSON.stringify(item))
      .sort();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, item]) => [key, withoutIds(item)]),
    );
  }
  return value;
}

describeOnEachDatabase(
  'raw-log door: the same figures as the old import through /api/collect',
  (get) => {
    it('gives every screen and every table the same figures for one log sent both ways', async () => {
      const { app, database } = get();
      const { cookie } = await registerAndSignIn(app);
      const a = await addWebsite(app, cookie);
      const b = await addWebsite(app, cookie);

      const raw = await postRawLog(app, a.embed.ingestKey, text);
      expect(raw.statusCode).toBe(200);
      const summary = raw.json();

      // The old way, line by line as import-access-log.ts did it.
      const old = { lines: 0, bots: 0, humans: 0, malformed: 0, duplicates: 0, expired: 0, rejected: 0 };
      let batch: CollectEvent[] = [];
      const send = async () => {
        if (batch.length === 0) return;
        const response = await app.inject({
          method: 'POST',
          url: '/api/collect',
          headers: { authorization: `Bearer ${b.embed.ingestKey}`, 'x-botlens-source': 'log' },
          payload: { events: batch },
        });
        expect(response.statusCode, response.body).toBe(200);
        const counts = response.json();
        old.bots += counts.bots;
        old.humans += counts.humans;
        old.duplicates += counts.duplicates;
        old.expired += counts.expired;
        old.rejected += counts.rejected.length;
        batch = [];
      };
      const lines = text.split('\n').slice(0, LINES);
      for (const [index, line] of lines.entries()) {
        old.lines++;
        const parsed = explainAccessLogLine(line);
        if (!parsed.ok) {
          old.malformed++;
          continue;
        }
        const { ip, timestamp, method, url, status, referrer, userAgent } = parsed.value;
        batch.push({
          eventId: logLineEventId(index + 1, line),
          timestamp,
          url,
          method,
          status,
          userAgent,
          ip,
          ...(referrer === undefined ? {} : { referrer }),
        });
        if (batch.length >= MAX_COLLECT_BATCH) await send();
      }
      await send();

      expect(old.rejected).toBe(0);
      expect(old.duplicates).toBe(0);
      expect(summary).toMatchObject({
        lines: old.lines,
        bots: old.bots,
        humans: old.humans,
        malformed: old.malformed,
        expired: old.expired,
        skipped: 0,
      });
      expect(old.bots).toBeGreaterThan(LINES / 4);
      expect(old.humans).toBeGreaterThan(LINES / 4);

      // The rows: hits, rollups, sessions, people's hours, page windows.
      const storedA = await storedFigures(database.db, a.site.id);
      expect(storedA.botEvents.count).toBe(old.bots);
      expect(storedA.humans.pageViews).toBe(old.humans);
      expect(storedA).toEqual(await storedFigures(database.db, b.site.id));

      // The screens.
      const read = async (websiteId: number, path: string) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/websites/${websiteId}/${path}`,
          headers: { cookie },
        });
        expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
        return path.startsWith('export.csv') ? response.body.split('\n').sort() : withoutIds(response.json());
      };
      const topBots = (await (
        await app.inject({
          method: 'GET',
          url: `/api/websites/${a.site.id}/top-bots?range=7&tz=UTC&limit=100`,
          headers: { cookie },
        })
      ).json()) as TopBot[];
      expect(topBots.length).toBeGreaterThan(5);
      const paths: string[] = [];
      for (const range of ['7', '30']) {
        for (const tz of ['UTC', 'Asia/Kolkata', 'America/Los_Angeles']) {
          const query = `range=${range}&tz=${encodeURIComponent(tz)}`;
          paths.push(
            `stats?${query}`,
            `stats?${query}&type=ai_crawler`,
            `top-bots?${query}&limit=100`,
            `traffic-trends?${query}&granularity=hourly`,
            `traffic-trends?${query}&granularity=daily`,
            `traffic-trends?${query}&granularity=weekly`,
            `recent-activity?${query}`,
            `heatmap?${query}`,
            `sessions?${query}`,
            `activity-grid?${query}`,
            `breakdown?${query}`,
            `export.csv?${query}`,
          );
        }
      }
      for (const bot of topBots) paths.push(`bots/${botSlug(bot.botName)}?days=7`);
      // Ranges end now: a read on each side of an hour's end differs for both websites alike, so such a pair
      // (A read again differs from A) is read again rather than compared.
      for (const path of paths) {
        for (let attempt = 1; ; attempt++) {
          const [first, other, again] = [
            await read(a.site.id, path),
            await read(b.site.id, path),
            await read(a.site.id, path),
          ];
          if (!isDeepStrictEqual(first, again) && attempt < 3) continue;
          expect(other, path).toEqual(first);
          break;
        }
      }
      const stats = (await read(a.site.id, 'stats?range=7&tz=UTC')) as {
        totalVisits: number;
        humanPageViews: number;
      };
      expect(stats.totalVisits).toBe(old.bots);
      expect(stats.humanPageViews).toBe(old.humans);
    }, 240_000);
  },
  { botDetection: offlineBotDetection() },
);
