import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { type CollectEvent, type CollectResponse, collectRequest } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { type ImportProgress, importAccessLog, logLineEventId } from './import-access-log';
import { LogReadError } from './read-log-lines';

const AGENTS = ['Mozilla/5.0 (compatible; GPTBot/1.2)', 'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0'];
const hit = (index: number) =>
  `192.0.2.${index % 250} - - [01/Jan/2025:00:${String(index % 60).padStart(2, '0')}:00 +0000] "GET /page/${index} HTTP/1.1" 200 512 "-" "${AGENTS[index % 2]}"`;
const log = (lines: string[]) => `${lines.join('\n')}\n`;

/** Stands in for POST /api/collect: validates each batch by the contract and stores each eventId once. */
function fakeServer() {
  const stored = new Set<string>();
  const batches: CollectEvent[][] = [];
  const send = async (events: CollectEvent[]): Promise<CollectResponse> => {
    collectRequest.parse({ events });
    batches.push(events);
    const fresh = events.filter((event) => !stored.has(event.eventId ?? ''));
    for (const event of fresh) stored.add(event.eventId ?? '');
    const bots = fresh.filter((event) => /bot/i.test(event.userAgent)).length;
    return {
      received: events.length,
      stored: fresh.length,
      failed: 0,
      duplicates: events.length - fresh.length,
      expired: 0,
      bots,
      humans: fresh.length - bots,
      rejected: [],
      truncated: [],
    };
  };
  return { send, batches, stored };
}

const input = (text: string | Buffer, options: { batchSize?: number } = {}) => ({
  log: Readable.from([Buffer.from(text)]),
  ...options,
});

describe('importAccessLog', () => {
  it('sends batches of at most 1000, two at a time (the next is read while one is stored), and sums the answers', async () => {
    const server = fakeServer();
    let inFlight = 0;
    let maxInFlight = 0;
    const send = async (events: CollectEvent[]) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return server.send(events);
    };
    const summary = await importAccessLog({
      input: input(log(Array.from({ length: 2500 }, (_, i) => hit(i)))),
      send,
    });
    expect(server.batches.map((batch) => batch.length)).toEqual([1000, 1000, 500]);
    expect(maxInFlight).toBe(2);
    expect(summary).toEqual({
      lines: 2500,
      bots: 1250,
      humans: 1250,
      malformed: 0,
      skipped: 0,
      expired: 0,
      malformedLines: [],
      rejected: 0,
      rejectedLines: [],
    });
  });

  it('maps a line to a collect event', async () => {
    const server = fakeServer();
    const line =
      '2001:db8::7 - - [10/Oct/2000:13:55:36 -0700] "POST /form?a=1 HTTP/1.1" 201 12 "https://example.com/" "curl/8.5.0"';
    await importAccessLog({ input: input(`${line}\r\n`), send: server.send });
    expect(server.batches[0]).toEqual([
      {
        eventId: logLineEventId(1, line),
        timestamp: '2000-10-10T20:55:36.000Z',
        url: '/form?a=1',
        method: 'POST',
        status: 201,
        userAgent: 'curl/8.5.0',
        ip: '2001:db8::7',
        referrer: 'https://example.com/',
      },
    ]);
  });

  it('gives the same line of the same file the same eventId, so a second import stores nothing', async () => {
    const lines = Array.from({ length: 1200 }, (_, i) => hit(i % 3));
    const server = fakeServer();
    const first = await importAccessLog({ input: input(log(lines)), send: server.send });
    const second = await importAccessLog({ input: input(gzipSync(log(lines))), send: server.send });

    const ids = (batches: CollectEvent[][]) => batches.flat().map((event) => event.eventId);
    const [firstIds, secondIds] = [ids(server.batches.slice(0, 2)), ids(server.batches.slice(2))];
    expect(secondIds).toEqual(firstIds);
    // Identical lines are distinct hits: their line numbers tell them apart.
    expect(new Set(firstIds).size).toBe(1200);
    expect(firstIds[0]).toBe(createHash('sha256').update(`1:${lines[0]}`).digest('hex').slice(0, 32));
    expect(firstIds.every((id) => /^[0-9a-f]{32}$/.test(id ?? ''))).toBe(true);

    expect(first).toMatchObject({ lines: 1200, skipped: 0 });
    expect(first.bots + first.humans).toBe(1200);
    expect(second).toEqual({
      lines: 1200,
      bots: 0,
      humans: 0,
      malformed: 0,
      skipped: 1200,
      expired: 0,
      malformedLines: [],
      rejected: 0,
      rejectedLines: [],
    });
  });

  it('counts malformed lines by number without stopping; blank lines are lines but not malformed', async () => {
    const server = fakeServer();
    const text = [hit(1), 'garbage', hit(2), '', `${hit(3).slice(0, 40)}`, '   ', 'x'.repeat(70_000), hit(4)];
    const summary = await importAccessLog({ input: input(log(text)), send: server.send });
    expect(summary).toEqual({
      lines: 8,
      bots: 2,
      humans: 1,
      malformed: 3,
      skipped: 0,
      expired: 0,
      malformedLines: [2, 5, 7],
      rejected: 0,
      rejectedLines: [],
    });
    expect(server.batches.flat().map((event) => event.url)).toEqual(['/page/1', '/page/2', '/page/4']);
  });

  it('counts the lines the server rejected apart, by line number and reason, without stopping', async () => {
    const server = fakeServer();
    // The server rejects the 4th event of every batch: lines 4 and 1004 of a log sent in batches of 1000.
    const send = async (events: CollectEvent[]): Promise<CollectResponse> => {
      const kept = [...events.slice(0, 3), ...events.slice(4)];
      const answer = await server.send(kept);
      const rejected = [{ index: 3, field: 'timestamp', message: 'timestamp is in the future' }];
      return { ...answer, received: events.length, rejected };
    };
    const summary = await importAccessLog({
      input: input(log(Array.from({ length: 1500 }, (_, i) => hit(i)))),
      send,
    });
    expect(summary).toMatchObject({ lines: 1500, malformed: 0, rejected: 2 });
    expect(summary.bots + summary.humans).toBe(1498);
    expect(summary.rejectedLines).toEqual([
      { line: 4, field: 'timestamp', message: 'timestamp is in the future' },
      { line: 1004, field: 'timestamp', message: 'timestamp is in the future' },
    ]);
  });

  it('keeps the first 100 malformed line numbers and counts them all', async () => {
    const server = fakeServer();
    const summary = await importAccessLog({ input: input(log(Array(250).fill('nope'))), send: server.send });
    expect(summary.malformed).toBe(250);
    expect(summary.malformedLines).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(server.batches).toEqual([]);
  });

  it('reports progress in raw bytes and lines, ending with the whole file', async () => {
    const gzip = gzipSync(log(Array.from({ length: 3000 }, (_, i) => hit(i))));
    const progress: ImportProgress[] = [];
    await importAccessLog({
      input: input(gzip),
      send: fakeServer().send,
      onProgress: (p) => progress.push(p),
    });
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress.at(-1)).toEqual({ bytesRead: gzip.length, lines: 3000 });
  });

  it('sends what a truncated .gz held, then rethrows with the partial summary', async () => {
    const gzip = gzipSync(log(Array.from({ length: 30_000 }, (_, i) => hit(i))));
    const server = fakeServer();
    const error = await importAccessLog({
      input: input(gzip.subarray(0, gzip.length >> 1)),
      send: server.send,
    }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(LogReadError);
    const { summary, linesRead } = error as LogReadError;
    expect(summary?.lines).toBe(linesRead);
    expect(server.stored.size).toBe(linesRead);
    expect((summary?.bots ?? 0) + (summary?.humans ?? 0)).toBe(linesRead);
  });

  it('stops at the first failed send and lets its error through', async () => {
    const refused = new Error('The server refused the batch with 401');
    const send = async () => Promise.reject(refused);
    await expect(importAccessLog({ input: input(log([hit(1)])), send })).rejects.toBe(refused);
  });

  it('stops reading when a batch fails while the next is in flight, and lets the first error through', async () => {
    const refused = new Error('The server refused the batch with 401');
    let sent = 0;
    const send = async () => {
      sent++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw refused;
    };
    const lines = log(Array.from({ length: 5000 }, (_, i) => hit(i)));
    await expect(importAccessLog({ input: input(lines), send })).rejects.toBe(refused);
    expect(sent).toBe(2);
  });

  it('refuses a batch size the server would refuse', async () => {
    const send = fakeServer().send;
    await expect(importAccessLog({ input: input('', { batchSize: 1001 }), send })).rejects.toThrow(
      RangeError,
    );
    await expect(importAccessLog({ input: input('', { batchSize: 0 }), send })).rejects.toThrow(RangeError);
    const server = fakeServer();
    await importAccessLog({
      input: input(log([hit(1), hit(2), hit(3)]), { batchSize: 2 }),
      send: server.send,
    });
    expect(server.batches.map((batch) => batch.length)).toEqual([2, 1]);
  });
});
