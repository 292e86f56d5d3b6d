import { createServer } from 'node:net';
import type { CollectEvent } from '@botlens/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CollectTestServer, startCollectTestServer } from '../../test-support/collect-test-server';
import { CollectRefusedError, createCollectSender } from './collect-client';

const event = (index: number, userAgent = 'GPTBot/1.2'): CollectEvent => ({
  eventId: `event-${index}`,
  timestamp: '2025-01-01T00:00:00.000Z',
  url: `/page/${index}?${'q'.repeat(500)}`,
  method: 'GET',
  status: 200,
  userAgent,
  ip: '192.0.2.1',
});
const events = (count: number) => Array.from({ length: count }, (_, index) => event(index));

let server: CollectTestServer;
const waits: number[] = [];
const retries: string[] = [];
const sender = (options: { key?: string; maxAttempts?: number; url?: string } = {}) =>
  createCollectSender({
    server: options.url ?? `${server.url}/`,
    key: options.key ?? server.key,
    maxAttempts: options.maxAttempts,
    sleep: async (ms) => {
      waits.push(ms);
    },
    onRetry: ({ reason }) => retries.push(reason),
  });

beforeEach(async () => {
  server = await startCollectTestServer();
  waits.length = 0;
  retries.length = 0;
});
afterEach(() => server.close());

describe('createCollectSender against a real HTTP server', () => {
  it('sends a batch with the key and returns the server summary', async () => {
    const answer = await sender()([event(1), event(2, 'Mozilla/5.0 Firefox/133.0')]);
    expect(answer).toEqual({
      received: 2,
      stored: 2,
      duplicates: 0,
      expired: 0,
      failed: 0,
      bots: 1,
      humans: 1,
      rejected: [],
      truncated: [],
    });
    expect(await sender()([event(1)])).toMatchObject({ stored: 0, duplicates: 1 });
  });

  it('retries the same batch after a 503, honouring Retry-After, and after any 5xx', async () => {
    server.script.push(
      { status: 503, headers: { 'retry-after': '2' }, body: { message: 'Busy' } },
      { status: 502, body: 'Bad gateway' },
    );
    expect(await sender()(events(3))).toMatchObject({ stored: 3 });
    expect(waits).toEqual([2000, 1000]);
    expect(retries).toEqual(['the server answered 503: Busy', 'the server answered 502: "Bad gateway"']);
    expect(server.totals.requests).toBe(3);
  });

  it('gives up after maxAttempts, naming the last reason', async () => {
    server.script.push(
      ...Array.from({ length: 4 }, () => ({ status: 503, body: { message: 'Queue full' } })),
    );
    await expect(sender({ maxAttempts: 3 })(events(1))).rejects.toThrow(
      `Gave up sending to ${server.url}/api/collect after 3 attempts: the server answered 503: Queue full`,
    );
    expect(waits).toEqual([500, 1000]);
  });

  it('retries a refused connection', async () => {
    const closed = await unusedPort();
    const attempt = sender({ url: `http://127.0.0.1:${closed}`, maxAttempts: 2 })(events(1));
    await expect(attempt).rejects.toThrow(/after 2 attempts: the request failed: .*ECONNREFUSED/);
    expect(retries).toHaveLength(1);
  });

  it('stops on a 4xx with the status and the server message', async () => {
    const wrongKey = sender({ key: 'wrong' })(events(1));
    await expect(wrongKey).rejects.toThrow(CollectRefusedError);
    await expect(sender({ key: 'wrong' })(events(1))).rejects.toThrow(
      'The server refused the batch with 401 Unauthorized: Invalid ingest key (check --key',
    );
    server.script.push({ status: 400, body: { message: 'Invalid url', field: 'events.0.url' } });
    await expect(sender()(events(1))).rejects.toThrow('400 Bad Request: Invalid url (field events.0.url)');
    expect(waits).toEqual([]);
  });

  it('splits a batch the server finds too large, until it fits', async () => {
    server.bodyLimit = 100_000;
    const answer = await sender()(events(1000));
    expect(answer).toEqual({
      received: 1000,
      stored: 1000,
      duplicates: 0,
      expired: 0,
      failed: 0,
      bots: 1000,
      humans: 0,
      rejected: [],
      truncated: [],
    });
    expect(server.stored.size).toBe(1000);
    server.bodyLimit = 100;
    await expect(sender()(events(2))).rejects.toThrow('413 Payload Too Large: Request body is too large');
  });

  it('numbers the rejected events of a split batch as in the batch it was given', async () => {
    server.bodyLimit = 1500;
    const batch = [event(0), event(1), event(2), { ...event(3), ip: 'not-an-ip' }];
    const answer = await sender()(batch);
    expect(server.totals.requests).toBe(3);
    expect(answer).toMatchObject({
      received: 4,
      stored: 3,
      rejected: [{ index: 3, field: 'ip', message: 'ip is not an IP address' }],
    });
  });

  it('does not follow a redirect with the key, and says where it points', async () => {
    server.script.push({ status: 301, headers: { location: 'https://botlens.example.com/api/collect' } });
    await expect(sender()(events(1))).rejects.toThrow(
      '301 Moved Permanently: it redirects to https://botlens.example.com/api/collect; use that address as --server',
    );
  });

  it('refuses a 200 that is not a collect summary (the wrong --server)', async () => {
    server.script.push({ status: 200, body: '<html>' });
    await expect(sender()(events(1))).rejects.toThrow('did not answer like a BotLens server');
  });
});

async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
