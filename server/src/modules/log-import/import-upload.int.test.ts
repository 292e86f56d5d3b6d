import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { App } from '../../app';
import { botEvents, humanHourlyPageViews } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';

const LOG = [
  '66.249.66.1 - - [20/Nov/2026:10:00:00 +0000] "GET /a HTTP/1.1" 200 512 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"',
  '20.171.207.5 - - [20/Nov/2026:10:00:05 +0000] "GET /b?x=\\"1\\" HTTP/1.1" 200 100 "https://ref.example/" "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)"',
  'this is not a log line',
  '198.51.100.4 - - [20/Nov/2026:11:00:00 +0100] "GET / HTTP/2.0" 200 10 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36"',
  '',
].join('\r\n');

/** Uploads a log to a website, as the /embed-code screen does. */
function uploadLog(
  app: App,
  id: number,
  cookie: string,
  body?: Buffer | string,
  // null: no Content-Type header at all.
  contentType: string | null = 'application/octet-stream',
) {
  return app.inject({
    method: 'POST',
    url: `/api/websites/${id}/import-logs`,
    headers: contentType === null ? { cookie } : { cookie, 'content-type': contentType },
    ...(body === undefined ? {} : { payload: body }),
  });
}

describeOnEachDatabase('access-log upload: POST /api/websites/{id}/import-logs', (get) => {
  const upload = (id: number, cookie: string, body: Buffer | string) =>
    uploadLog(get().app, id, cookie, body);

  it('imports a plain or gzipped log, counts malformed lines, and never doubles a count', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const first = await upload(site.id, cookie, LOG);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      lines: 4,
      bots: 2,
      humans: 1,
      malformed: 1,
      skipped: 0,
      expired: 0,
      malformedLines: [3],
      rejected: 0,
      rejectedLines: [],
    });

    // The same file gzipped: its checkpoint says all four lines are in, so none is read again.
    const again = await upload(site.id, cookie, gzipSync(LOG));
    expect(again.json()).toEqual({
      lines: 4,
      bots: 0,
      humans: 0,
      malformed: 0,
      skipped: 4,
      expired: 0,
      malformedLines: [],
      rejected: 0,
      rejectedLines: [],
    });

    const db = get().database.db;
    const rows = await db
      .select()
      .from(botEvents)
      .where(eq(botEvents.websiteId, site.id))
      .orderBy(botEvents.occurredAt);
    expect(rows.map((r) => [r.botName, r.source, r.url])).toEqual([
      ['Googlebot', 'log', '/a'],
      ['GPTBot', 'log', '/b?x="1"'],
    ]);
    const [people] = await db
      .select({ n: humanHourlyPageViews.pageViews })
      .from(humanHourlyPageViews)
      .where(eq(humanHourlyPageViews.websiteId, site.id));
    expect(people?.n).toBe(1);
  });

  it('reports a truncated .gz clearly after storing what it could read', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const gz = gzipSync(`${LOG}\n`.repeat(200));
    const response = await upload(site.id, cookie, gz.subarray(0, Math.floor(gz.length / 2)));
    expect(response.statusCode).toBe(400);
    const message: string = response.json().message;
    const counts =
      /^The gzip file is truncated or corrupt after line (\d+)\. The \1 lines before it were imported \((\d+) bot visits, (\d+) page views by people\); importing the complete file again counts none of them twice\.$/
        .exec(message)
        ?.slice(1)
        .map(Number);
    expect(counts, message).toBeDefined();
    const [lines = 0, bots = 0, people = 0] = counts ?? [];
    expect(lines).toBeGreaterThan(0);
    expect(bots).toBeGreaterThan(0);
    expect(people).toBeGreaterThan(0);
    const [stored] = await get()
      .database.db.select({ n: count() })
      .from(botEvents)
      .where(eq(botEvents.websiteId, site.id));
    expect(Number(stored?.n)).toBe(bots);
  });

  it('refuses an empty file', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const response = await upload(site.id, cookie, '');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The log file is empty');
  });

  it('imports binary garbage as malformed lines without failing', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const garbage = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
    const response = await upload(site.id, cookie, garbage);
    expect(response.statusCode).toBe(200);
    expect(response.json().bots).toBe(0);
    expect(response.json().malformed).toBeGreaterThan(0);
  });

  it('counts a line /api/collect would refuse as malformed, with its number, and imports the rest', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const lines = LOG.split('\r\n');
    const log = [
      lines[0],
      // A server clock years ahead, and an IPv6 zone that Node accepts and the rest of the pipeline does not.
      (lines[1] as string).replace('20/Nov/2026', '20/Nov/2999'),
      (lines[1] as string).replace('20.171.207.5', 'fe80::1%a-b'),
      lines[3],
      '',
    ].join('\n');
    const response = await upload(site.id, cookie, log);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lines: 4,
      bots: 1,
      humans: 1,
      malformed: 2,
      malformedLines: [2, 3],
      rejected: 0,
      rejectedLines: [],
    });
  });

  it('refuses a body that is not a file, naming what to send', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const json = await uploadLog(get().app, site.id, cookie, '{}', 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(
      'Send the log file itself as the body, as application/octet-stream, application/gzip, application/x-gzip, text/plain',
    );
    const nothing = await uploadLog(get().app, site.id, cookie, undefined, null);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('No log file was sent');
  });

  it('answers 413 once a .gz expands past 512 MB, and keeps the lines before the limit', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    // Half a megabyte on the wire: the log, then 520 gzip members of a megabyte of one endless line each.
    const megabyte = gzipSync(Buffer.alloc(1024 * 1024, 'x'));
    const bomb = Buffer.concat([gzipSync(LOG), ...Array.from({ length: 520 }, () => megabyte)]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(site.id, cookie, bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'The log is larger than 512 MB once decompressed. The 4 lines before it were imported (2 bot visits, ' +
        '1 page view by people); importing the complete file again counts none of them twice.',
    );
    const [stored] = await get()
      .database.db.select({ n: count() })
      .from(botEvents)
      .where(eq(botEvents.websiteId, site.id));
    expect(Number(stored?.n)).toBe(2);
  });

  it('answers 413 when an upload without a declared length passes 512 MB as it streams', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const megabyte = Buffer.alloc(1024 * 1024, 'x');
    const response = await get().app.inject({
      method: 'POST',
      url: `/api/websites/${site.id}/import-logs`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      // A stream: sent chunked, so only counting what arrives can stop it.
      payload: Readable.from(
        (function* () {
          for (let i = 0; i < 520; i++) yield megabyte;
        })(),
      ),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than 512 MB');
  });
});

describeOnEachDatabase('access-log upload while the server shuts down', (get) => {
  it('answers 503 with the reason once the importer is closing', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    // What the shutdown's first step does (preClose in app.ts).
    get().app.logImporter.close();
    const response = await uploadLog(get().app, site.id, cookie, LOG);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'BotLens is restarting; retry shortly',
      requestId: expect.any(String),
    });
  });
});
