import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { registerAndSignIn } from '../../test-support/accounts';
import { writeCombinedLog } from '../../test-support/combined-log';
import {
  checkpointsOf,
  offlineBotDetection,
  postRawLog,
  storedFigures,
  websiteWithKey,
} from '../../test-support/raw-log';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';
import { DIFFERENT_FILE } from './import-raw-log';

/**
 * The checkpoint's promise through the raw-log door (issue 27, point 4): the same file, whatever its name,
 * encoding or line endings, counts once; a file that has grown counts only its new lines; a file that begins
 * like one imported before but differs within it is refused whole. Every case is compared with a clean
 * import of the same lines into another website, table by table.
 */
const LINES = 3000;
let text = '';
let lines: string[] = [];

beforeAll(async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'botlens-checkpoint-')), 'access.log');
  await writeCombinedLog(path, LINES, { seed: 27, days: 2 });
  text = readFileSync(path, 'utf8');
  lines = text.split('\n').slice(0, LINES);
});

/** The first `count` lines of the log, each ending in LF. */
const head = (count: number) => `${lines.slice(0, count).join('\n')}\n`;

describeOnEachDatabase(
  'raw-log door: file checkpoints',
  (get) => {
    const site = () => websiteWithKey(get().app);
    const send = (key: string, body: string | Buffer, headers?: Record<string, string>) =>
      postRawLog(get().app, key, body, headers);
    const figures = (websiteId: number) => storedFigures(get().database.db, websiteId);
    /** What importing `body` once into a fresh website stores. */
    const cleanImport = async (body: string) => {
      const clean = await site();
      const response = await send(clean.key, body);
      expect(response.statusCode).toBe(200);
      return { summary: response.json(), figures: await figures(clean.id) };
    };

    it('imports the same file a second time as skipped lines only, storing nothing more', async () => {
      const { id, key } = await site();
      const first = await send(key, text);
      expect(first.statusCode).toBe(200);
      const summary = first.json();
      expect(summary).toMatchObject({ lines: LINES, skipped: 0 });
      expect(summary.bots + summary.humans + summary.malformed).toBe(LINES);
      const stored = await figures(id);
      expect(stored.botEvents.count).toBe(summary.bots);
      expect(stored.humans.pageViews).toBe(summary.humans);

      const second = await send(key, text);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({
        lines: LINES,
        bots: 0,
        humans: 0,
        malformed: 0,
        skipped: LINES,
        expired: 0,
        malformedLines: [],
        rejected: 0,
        rejectedLines: [],
      });
      expect(await figures(id)).toEqual(stored);
      expect(await checkpointsOf(get().database.db, id)).toEqual([{ fingerprintLines: 8, lines: LINES }]);
    });

    it('knows the file gzipped (declared or sniffed), with CRLF endings, and as a rotated copy', async () => {
      const { id, key } = await site();
      expect((await send(key, text)).statusCode).toBe(200);
      const stored = await figures(id);
      const copies: Array<[string, string | Buffer, Record<string, string>]> = [
        ['gzip, declared', gzipSync(text), { 'content-encoding': 'gzip' }],
        ['gzip, sniffed', gzipSync(text), { 'content-type': 'application/gzip' }],
        ['CRLF', text.replaceAll('\n', '\r\n'), {}],
      ];
      for (const [name, body, headers] of copies) {
        const again = await send(key, body, headers);
        expect(again.statusCode, name).toBe(200);
        expect(again.json(), name).toMatchObject({ lines: LINES, skipped: LINES, bots: 0, humans: 0 });
      }
      expect(await figures(id)).toEqual(stored);
    });

    it('imports only the new lines of a grown file, to the same totals as one clean import', async () => {
      const { id, key } = await site();
      const first = await send(key, head(1234));
      expect(first.json()).toMatchObject({ lines: 1234, skipped: 0 });
      const grown = await send(key, text);
      expect(grown.statusCode).toBe(200);
      const summary = grown.json();
      expect(summary).toMatchObject({ lines: LINES, skipped: 1234 });
      expect(summary.bots + summary.humans + summary.malformed).toBe(LINES - 1234);
      const clean = await cleanImport(text);
      expect(first.json().bots + summary.bots).toBe(clean.summary.bots);
      expect(first.json().humans + summary.humans).toBe(clean.summary.humans);
      expect(await figures(id)).toEqual(clean.figures);
    });

    it('after a rotation, counts the rotated file only past the checkpoint and the new file whole', async () => {
      // logrotate: access.log was imported at 1000 lines, grew to 2000, was renamed access.log.1 (and later
      // gzipped); a new access.log holds what came after.
      const { id, key } = await site();
      expect((await send(key, head(1000))).statusCode).toBe(200);
      const rotated = await send(key, head(2000));
      expect(rotated.json()).toMatchObject({ lines: 2000, skipped: 1000 });
      const compressed = await send(key, gzipSync(head(2000)));
      expect(compressed.json()).toMatchObject({ lines: 2000, skipped: 2000, bots: 0, humans: 0 });
      const fresh = `${lines.slice(2000).join('\n')}\n`;
      const next = await send(key, fresh);
      expect(next.json()).toMatchObject({ lines: LINES - 2000, skipped: 0 });
      expect(await checkpointsOf(get().database.db, id)).toHaveLength(2);
      expect(await figures(id)).toEqual((await cleanImport(text)).figures);
    });

    it('finds a file shorter than eight lines again once it has grown past eight', async () => {
      const { id, key } = await site();
      const short = await send(key, head(5));
      expect(short.json()).toMatchObject({ lines: 5, skipped: 0 });
      expect(await checkpointsOf(get().database.db, id)).toEqual([{ fingerprintLines: 5, lines: 5 }]);
      const grown = await send(key, head(40));
      expect(grown.json()).toMatchObject({ lines: 40, skipped: 5 });
      const again = await send(key, head(40));
      expect(again.json()).toMatchObject({ lines: 40, skipped: 40, bots: 0, humans: 0 });
      expect(await checkpointsOf(get().database.db, id)).toEqual([{ fingerprintLines: 5, lines: 40 }]);
      expect(await figures(id)).toEqual((await cleanImport(head(40))).figures);
    });

    it('refuses a file that begins like an imported one but differs within it, changing nothing', async () => {
      const { id, key } = await site();
      expect((await send(key, head(2000))).statusCode).toBe(200);
      const stored = await figures(id);
      const changed = [...lines];
      changed[1500] = (changed[1500] as string).replace(/ HTTP\//, '-edited HTTP/');
      for (const count of [2000, LINES]) {
        const body = `${changed.slice(0, count).join('\n')}\n`;
        const refused = await send(key, body);
        expect(refused.statusCode, `${count} lines`).toBe(409);
        expect(refused.json().message).toBe(DIFFERENT_FILE(2000));
      }
      expect(await figures(id)).toEqual(stored);
      expect(await checkpointsOf(get().database.db, id)).toEqual([{ fingerprintLines: 8, lines: 2000 }]);
    });

    it('does not call a shorter file that differs within the committed lines already imported', async () => {
      // 1800 lines whose line 1501 differs from the 2000 committed: not a prefix of that file, so "skipped:
      // 1800" (already imported) would be untrue for lines 1501 to 1800.
      const { id, key } = await site();
      expect((await send(key, head(2000))).statusCode).toBe(200);
      const changed = [...lines];
      changed[1500] = (changed[1500] as string).replace(/ HTTP\//, '-edited HTTP/');
      const refused = await send(key, `${changed.slice(0, 1800).join('\n')}\n`);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(await checkpointsOf(get().database.db, id)).toEqual([{ fingerprintLines: 8, lines: 2000 }]);
    });

    it("shares the checkpoint between the owner's upload and the raw-log door", async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const { site: website, embed } = await addWebsite(get().app, cookie);
      const uploaded = await get().app.inject({
        method: 'POST',
        url: `/api/websites/${website.id}/import-logs`,
        headers: { cookie, 'content-type': 'application/gzip' },
        payload: gzipSync(head(2000)),
      });
      expect(uploaded.json()).toMatchObject({ lines: 2000, skipped: 0 });
      const rest = await send(embed.ingestKey, text);
      expect(rest.json()).toMatchObject({ lines: LINES, skipped: 2000 });
      expect(await figures(website.id)).toEqual((await cleanImport(text)).figures);
    });

    it('takes the rest of a log whose last line was still being written when it was first sent', async () => {
      // A log copied while the server writes it ends in half a line. That half must not be committed as a
      // line of the file: once the line is complete, the same file grown must import, not be refused.
      const { id, key } = await site();
      const line = lines[1000] as string;
      const partial = `${head(1000)}${line.slice(0, Math.floor(line.length / 2))}`;
      expect((await send(key, partial)).statusCode).toBe(200);
      const grown = await send(key, text);
      expect(grown.statusCode, grown.body).toBe(200);
      expect(await figures(id)).toEqual((await cleanImport(text)).figures);
    });
  },
  { botDetection: offlineBotDetection() },
);
