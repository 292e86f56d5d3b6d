import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import {
  checkpointsOf,
  offlineBotDetection,
  postRawLog,
  postRawLogWithProgress,
  storedFigures,
  websiteWithKey,
} from '../../test-support/raw-log';
import { healthGapsDuring, RESPONSIVE_WITHIN_MS } from '../../test-support/responsiveness';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { UA } from '../../test-support/websites';
import { MAX_LINE_BYTES } from './read-log-lines';

const GOOD = [
  `66.249.66.1 - - [20/Nov/2026:10:00:00 +0000] "GET /a HTTP/1.1" 200 512 "-" "${UA.googlebot}"`,
  `20.171.207.5 - - [20/Nov/2026:10:00:05 +0000] "GET /b HTTP/1.1" 200 100 "https://ref.example/" "${UA.gptbot}"`,
  `198.51.100.4 - - [20/Nov/2026:11:00:00 +0100] "GET / HTTP/2.0" 200 10 "-" "${UA.chrome}"`,
];
const PREFIX = '66.249.66.1 - - [20/Nov/2026:10:00:00 +0000] "GET /';

describeOnEachDatabase(
  'raw-log door: keys, bad lines and the progress answer',
  (get) => {
    const site = () => websiteWithKey(get().app);
    const figures = (websiteId: number) => storedFigures(get().database.db, websiteId);

    it('refuses a wrong key and no key with a 401 that names the problem, storing nothing', async () => {
      const { id, key } = await site();
      const empty = await figures(id);
      for (const [name, wrongKey] of [
        ['wrong key', `${key}x`],
        ['no key', undefined],
      ] as const) {
        const refused = await postRawLog(get().app, wrongKey, GOOD.join('\n'));
        expect(refused.statusCode, name).toBe(401);
        expect(refused.json().message, name).toBe('Invalid or missing ingest key');
        // The key is never echoed back.
        expect(refused.body, name).not.toContain(key);
      }
      expect(await figures(id)).toEqual(empty);
      expect(empty.botEvents.count + empty.humans.pageViews).toBe(0);
      expect(await checkpointsOf(get().database.db, id)).toEqual([]);
    });

    it('counts malformed lines with their numbers and imports the rest', async () => {
      const { id, key } = await site();
      const log = `${[GOOD[0], 'this is not a log line', GOOD[1], '"GET / HTTP/1.1" 200', '', GOOD[2]].join('\n')}\n`;
      const response = await postRawLog(get().app, key, log);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        lines: 6,
        bots: 2,
        humans: 1,
        malformed: 2,
        skipped: 0,
        expired: 0,
        malformedLines: [2, 4],
        rejected: 0,
        rejectedLines: [],
      });
      const stored = await figures(id);
      expect(stored.botEvents.count).toBe(2);
      expect(stored.humans.pageViews).toBe(1);
    });

    it('takes hostile lines (too long, NULs, binary) as malformed and keeps the good ones', async () => {
      const { id, key } = await site();
      const tooLong = `${PREFIX}${'a'.repeat(MAX_LINE_BYTES + 10)} HTTP/1.1" 200 5 "-" "Googlebot"`;
      const binary = Buffer.from(
        Array.from({ length: 3000 }, (_, i) => (i * 7919 + 1) % 256).filter((b) => b !== 10),
      );
      const log = Buffer.concat([
        Buffer.from(`${GOOD[0]}\n${tooLong}\n`),
        // A run of NULs before a real line (logrotate copytruncate): the line is kept.
        Buffer.from(`\u0000\u0000\u0000\u0000${GOOD[1]}\n`),
        binary,
        Buffer.from(`\n${GOOD[2]}\n`),
      ]);
      const response = await postRawLog(get().app, key, log);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        lines: 5,
        bots: 2,
        humans: 1,
        malformed: 2,
        malformedLines: [2, 4],
      });
      expect((await figures(id)).botEvents.count).toBe(2);
      // The same bytes again: the checkpoint covers the hostile lines too.
      const again = await postRawLog(get().app, key, gzipSync(log));
      expect(again.json()).toMatchObject({ lines: 5, skipped: 5, bots: 0, humans: 0, malformed: 0 });
    });

    it('reads 10 MB of the most escaped longest lines in bounded time, the server answering meanwhile', async () => {
      const { key } = await site();
      const filler = (unit: string) => unit.repeat(Math.floor((MAX_LINE_BYTES - 400) / unit.length));
      const worst = [
        `${PREFIX}${filler('\\"')} HTTP/1.1" 200 5 "-" "Googlebot"`,
        `${PREFIX}a HTTP/1.1" 200 5 "${filler('\\\\')}" "Googlebot"`,
        `${PREFIX}a HTTP/1.1" 200 5 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; ${filler('(a; ')})"`,
        `${PREFIX}${filler('" ')}`,
        filler('[20/Nov/2026:10:00:00 +0000] '),
      ];
      const log = `${Array.from({ length: 30 }, () => worst.join('\n')).join('\n')}\n`;
      expect(log.length).toBeGreaterThan(9_000_000);
      const { result, longestGapMs } = await healthGapsDuring(get().app, () =>
        postRawLog(get().app, key, log),
      );
      expect(result.statusCode).toBe(200);
      expect(result.json()).toMatchObject({ lines: 150 });
      expect(longestGapMs).toBeLessThan(RESPONSIVE_WITHIN_MS);
    });

    it('answers NDJSON: progress lines by the contract, then the summary as the last line', async () => {
      const { key } = await site();
      const { statusCode, lines } = await postRawLogWithProgress(get().app, key, `${GOOD.join('\n')}\n`);
      expect(statusCode).toBe(200);
      const last = lines.at(-1);
      expect(last).toEqual({
        type: 'summary',
        summary: expect.objectContaining({ lines: 3, bots: 2, humans: 1, skipped: 0 }),
      });
      const progress = lines.slice(0, -1);
      expect(progress.every((line) => line.type === 'progress')).toBe(true);
      // The batch's commit is reported before the summary.
      expect(progress.at(-1)).toMatchObject({ type: 'progress', lines: 3, committedLines: 3 });
    });

    it('ends an NDJSON answer with an error line carrying the status and what was kept', async () => {
      const { key } = await site();
      const many = `${Array.from({ length: 400 }, () => GOOD.join('\n')).join('\n')}\n`;
      const gz = gzipSync(many);
      const { statusCode, lines } = await postRawLogWithProgress(
        get().app,
        key,
        gz.subarray(0, Math.floor(gz.length / 2)),
      );
      expect(statusCode).toBe(200);
      const last = lines.at(-1);
      expect(last?.type).toBe('error');
      if (last?.type !== 'error') return;
      expect(last.statusCode).toBe(400);
      expect(last.message).toMatch(/^The gzip file is truncated or corrupt after line \d+\./);
      expect(last.summary?.lines).toBeGreaterThan(0);
      expect(lines.slice(0, -1).every((line) => line.type === 'progress')).toBe(true);

      // A refusal inside the file (not the same file as one imported) ends the same way, with its 409.
      const { key: other } = await site();
      await postRawLog(get().app, other, `${many}\n`);
      // Line 601 differs: past the eight lines that name the file, so it is taken for the same file.
      const changed = `${many
        .split('\n')
        .map((line, index) => (index === 600 ? line.replace(' HTTP/', '-edited HTTP/') : line))
        .join('\n')}\n`;
      const refused = await postRawLogWithProgress(get().app, other, changed);
      expect(refused.lines.at(-1)).toMatchObject({ type: 'error', statusCode: 409 });
    });
  },
  { botDetection: offlineBotDetection() },
);
