import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_LOGS_PATH, IMPORT_LOGS_PROGRESS_TYPE, importLogsAnswerLine } from '@botlens/contracts';
import { beforeAll, expect, it } from 'vitest';
import { writeCombinedLog } from '../../test-support/combined-log';
import {
  brokenOffUpload,
  checkpointsOf,
  offlineBotDetection,
  postRawLog,
  postRawLogWithProgress,
  storedFigures,
  websiteWithKey,
} from '../../test-support/raw-log';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { BATCH_LINES } from './import-raw-log';
import { CONCURRENT_IMPORT } from './write-log-batch';

/**
 * An upload broken off after BROKEN_AT lines of a log longer than two batches (issue 27, point 4): what was
 * read is committed and said so, and sending the whole file again imports exactly the rest, to the figures
 * of one clean import of the file into another website.
 */
const LINES = 45_000;
const BROKEN_AT = 30_000;
let text = '';

beforeAll(async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'botlens-resume-')), 'access.log');
  const written = await writeCombinedLog(path, LINES, { seed: 4527, days: 3 });
  expect(written.lines).toBe(LINES);
  expect(LINES).toBeGreaterThan(2 * BATCH_LINES);
  text = readFileSync(path, 'utf8');
});

/** Where the text stands after its first `lines` lines. */
function cutAfter(text: string, lines: number): number {
  let cut = 0;
  for (let i = 0; i < lines; i++) cut = text.indexOf('\n', cut) + 1;
  return cut;
}

describeOnEachDatabase(
  'raw-log door: an upload broken off, then sent again',
  (get) => {
    const site = () => websiteWithKey(get().app);
    const figures = (websiteId: number) => storedFigures(get().database.db, websiteId);
    let clean: Awaited<ReturnType<typeof figures>> | undefined;
    let cleanSummary: { bots: number; humans: number; malformed: number } | undefined;
    /** One import of the whole file into a website of its own: what every resumed import must come to. */
    const cleanFigures = async () => {
      if (!clean) {
        const other = await site();
        const response = await postRawLog(get().app, other.key, text);
        expect(response.statusCode).toBe(200);
        cleanSummary = response.json();
        clean = await figures(other.id);
      }
      return clean;
    };

    /** Checks what is stored after the break, sends the whole file again, and compares with a clean import. */
    const resumeAndCompare = async (id: number, key: string, committed: number) => {
      // What the server had read when the upload broke off (its callers check how much that was): never a
      // line past the break, and the checkpoint at exactly that line.
      expect(committed).toBeGreaterThan(0);
      expect(committed).toBeLessThanOrEqual(BROKEN_AT);
      expect(await checkpointsOf(get().database.db, id)).toEqual([{ fingerprintLines: 8, lines: committed }]);
      const resumed = await postRawLog(get().app, key, text);
      expect(resumed.statusCode).toBe(200);
      const summary = resumed.json();
      expect(summary).toMatchObject({ lines: LINES, skipped: committed });
      expect(summary.bots + summary.humans + summary.malformed).toBe(LINES - committed);
      expect(await figures(id)).toEqual(await cleanFigures());
      expect(await checkpointsOf(get().database.db, id)).toEqual([{ fingerprintLines: 8, lines: LINES }]);
      // And once more: nothing.
      const again = await postRawLog(get().app, key, text);
      expect(again.json()).toMatchObject({ lines: LINES, skipped: LINES, bots: 0, humans: 0, malformed: 0 });
      expect(await figures(id)).toEqual(await cleanFigures());
    };

    /** The checkpoint's lines once they have not moved for a second (the server finishes after the client left). */
    const settledCheckpoint = async (id: number) => {
      let last = -1;
      for (let stableFor = 0, i = 0; stableFor < 1000 && i < 300; i++) {
        const [row] = await checkpointsOf(get().database.db, id);
        const lines = row?.lines ?? 0;
        stableFor = lines === last ? stableFor + 100 : 0;
        last = lines;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return last;
    };

    it('commits every line read before the client went away, and takes the rest from a resend', async () => {
      const { id, key } = await site();
      // The client is gone: there is no answer to read (inject fails as a socket would).
      await expect(postRawLog(get().app, key, brokenOffUpload(text, BROKEN_AT))).rejects.toThrow(
        'the client went away',
      );
      const committed = await settledCheckpoint(id);
      expect(committed).toBe(BROKEN_AT);
      await resumeAndCompare(id, key, committed);
    });

    it('streams progress over a real connection until the client breaks off mid-line, then resumes', async () => {
      const { id, key } = await site();
      const address = await get().app.listen({ port: 0, host: '127.0.0.1' });
      const committedSeen: number[] = [];
      await new Promise<void>((resolve, reject) => {
        const request = httpRequest(`${address}${IMPORT_LOGS_PATH}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${key}`,
            'content-type': 'application/octet-stream',
            accept: IMPORT_LOGS_PROGRESS_TYPE,
          },
        });
        const sent = text.slice(0, cutAfter(text, BROKEN_AT) + 40);
        request.on('response', (response) => {
          expect(response.statusCode).toBe(200);
          let pending = '';
          response.on('data', (chunk: Buffer) => {
            pending += chunk.toString();
            const lines = pending.split('\n');
            pending = lines.pop() ?? '';
            for (const line of lines) {
              const parsed = importLogsAnswerLine.parse(JSON.parse(line));
              if (parsed.type === 'progress') committedSeen.push(parsed.committedLines);
              // A batch is committed: the client dies, half a line into its upload.
              if (parsed.type === 'progress' && parsed.committedLines >= BATCH_LINES) {
                request.destroy();
                resolve();
              }
            }
          });
          response.on('error', () => {});
        });
        request.on('error', () => {});
        request.write(sent, (error) => {
          if (error) reject(error);
        });
        setTimeout(() => reject(new Error(`no batch committed; progress: ${committedSeen}`)), 30_000);
      });
      expect(committedSeen).toEqual([...committedSeen].sort((a, b) => a - b));
      const committed = await settledCheckpoint(id);
      expect(committed).toBeGreaterThanOrEqual(BATCH_LINES);
      expect(committed).toBeLessThanOrEqual(BROKEN_AT);
      await resumeAndCompare(id, key, committed);
    });

    it('lets two uploads of the same file at once count it once: one imports, the other is told to wait', async () => {
      const { id, key } = await site();
      const [one, two] = await Promise.all([
        postRawLog(get().app, key, text),
        postRawLog(get().app, key, text),
      ]);
      const answers = [one, two].map((response) => ({ status: response.statusCode, body: response.json() }));
      expect(
        answers.filter((answer) => answer.status === 200).length,
        JSON.stringify(answers),
      ).toBeGreaterThan(0);
      for (const answer of answers) {
        if (answer.status !== 200) {
          expect(answer.status).toBe(409);
          expect(answer.body.message).toBe(CONCURRENT_IMPORT);
        }
      }
      // Whatever each was told, sending the file again completes it, and nothing is counted twice.
      const after = await postRawLog(get().app, key, text);
      expect(after.statusCode).toBe(200);
      expect(await figures(id)).toEqual(await cleanFigures());
    });

    it('reports progress of a clean import in batches, ending with the summary of the whole file', async () => {
      const { key } = await site();
      await cleanFigures();
      const { lines } = await postRawLogWithProgress(get().app, key, text);
      const last = lines.at(-1);
      expect(last).toEqual({
        type: 'summary',
        summary: expect.objectContaining({ lines: LINES, skipped: 0 }),
      });
      if (last?.type === 'summary') {
        expect(last.summary).toMatchObject({
          bots: cleanSummary?.bots,
          humans: cleanSummary?.humans,
          malformed: cleanSummary?.malformed,
        });
      }
      const committed = lines.flatMap((line) => (line.type === 'progress' ? [line.committedLines] : []));
      expect(committed).toEqual(expect.arrayContaining([BATCH_LINES, 2 * BATCH_LINES, LINES]));
    });
  },
  { botDetection: offlineBotDetection() },
);
