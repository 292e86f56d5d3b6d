import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher, type FetchFailure, isPublicAddress, SafeFetchError } from './safe-fetch';

// Where the fixture redirects: every form of a private, loopback or metadata address, and other schemes.
const FORBIDDEN_TARGETS = [
  'http://127.0.0.1/',
  'http://localhost/',
  'http://[::1]/',
  'http://0.0.0.0/',
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.1/',
  'http://172.16.5.4/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://[fc00::1]/',
  'http://[fd00:ec2::254]/',
  'http://[fe80::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::127.0.0.1]/',
  'http://[::169.254.169.254]/latest/meta-data/',
  'http://2130706433/',
  'http://0x7f.1/',
  'http://127.1/',
  'http://a@127.0.0.1/',
  'file:///etc/passwd',
  'gopher://127.0.0.1:70/',
];

let server: Server;
let origin = '';
let closedPortOrigin = '';
let connections = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    if (url.pathname === '/redirect') {
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    } else if (url.pathname === '/loop') {
      response.writeHead(301, { location: '/loop' }).end();
    } else if (url.pathname === '/hop') {
      response.writeHead(301, { location: '/final' }).end();
    } else if (url.pathname === '/big') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(100_000));
    } else if (url.pathname === '/big-chunked') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('x'.repeat(60_000));
      response.end('x'.repeat(60_000));
    } else if (url.pathname === '/conditional') {
      // Echoes the conditional headers it was sent, and answers 304 when the ETag matches.
      const sent = {
        ifNoneMatch: request.headers['if-none-match'],
        ifModifiedSince: request.headers['if-modified-since'],
      };
      const validators = {
        etag: '"v1"',
        'last-modified': 'Wed, 01 Jan 2025 00:00:00 GMT',
        'retry-after': '120',
      };
      if (sent.ifNoneMatch === '"v1"') response.writeHead(304, validators).end();
      else
        response
          .writeHead(200, { ...validators, 'content-type': 'application/json' })
          .end(JSON.stringify(sent));
    } else if (url.pathname === '/slow') {
      // Never answers; the fetcher's deadline must end it.
    } else if (url.pathname === '/trickle') {
      // Answers at once, then a byte every 50 ms for ever: no gap is long enough for a per-read timeout.
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write('x'), 50);
      response.on('close', () => clearInterval(timer));
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end(`page ${url.pathname}`);
    }
  });
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedPortOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

async function failure(promise: Promise<unknown>): Promise<{ reason: FetchFailure; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SafeFetchError) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error('the fetch succeeded');
}

describe('the SSRF-guarded fetcher', () => {
  it('knows public from private and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of [
      '::1',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      // The IPv4-compatible form, as a URL writes [::127.0.0.1] and [::169.254.169.254].
      '::7f00:1',
      '::a9fe:a9fe',
      '100.64.0.1',
      '::',
      'ff02::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses every private, loopback and metadata form, and other schemes, before connecting', async () => {
    const fetchPage = createSafeFetcher();
    const before = connections;
    for (const url of FORBIDDEN_TARGETS) {
      const { reason, message } = await failure(fetchPage(url));
      expect(['private-address', 'blocked'], url).toContain(reason);
      expect(message, url).toMatch(/^refused: /);
    }
    // The fixture on 127.0.0.1 itself (a port other than 80 and 443) is refused too.
    expect((await failure(fetchPage(`${origin}/`))).reason).toBe('blocked');
    expect(connections).toBe(before);
  });

  it('refuses a name that resolves to a private address, without saying which address', async () => {
    const { reason, message } = await failure(createSafeFetcher()('http://localhost/'));
    expect(reason).toBe('private-address');
    expect(message).toBe('refused: private address (localhost does not resolve to a public address)');
  });

  it('refuses ports other than 80 and 443', async () => {
    expect(await failure(createSafeFetcher()('http://example.com:8080/'))).toEqual({
      reason: 'blocked',
      message: 'refused: port 8080 (only 80 and 443)',
    });
  });

  it('opens an allowed name on its allowed port only', async () => {
    const fetchPage = createSafeFetcher({ allowedHosts: [{ host: 'localhost', port: '4000' }] });
    for (const url of ['http://localhost/', 'https://localhost/', 'http://localhost:443/']) {
      expect(await failure(fetchPage(url)), url).toEqual({
        reason: 'blocked',
        message: 'refused: localhost may be fetched only on its allowed port',
      });
    }
  });

  it('sends conditional headers when asked, answers a 304 as it is, and exposes the validators', async () => {
    const fetchPage = createSafeFetcher({ allowedHosts: [{ host: '127.0.0.1', port: null }] });
    const plain = await fetchPage(`${origin}/conditional`);
    expect(JSON.parse(plain.body)).toEqual({});
    expect(plain.validators).toEqual({
      etag: '"v1"',
      lastModified: 'Wed, 01 Jan 2025 00:00:00 GMT',
      retryAfter: '120',
    });
    const since = 'Tue, 31 Dec 2024 00:00:00 GMT';
    const changed = await fetchPage(`${origin}/conditional`, {
      conditional: { ifNoneMatch: '"v0"', ifModifiedSince: since },
    });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.body)).toEqual({ ifNoneMatch: '"v0"', ifModifiedSince: since });
    const unchanged = await fetchPage(`${origin}/conditional`, { conditional: { ifNoneMatch: '"v1"' } });
    expect(unchanged).toMatchObject({ status: 304, body: '' });
    // A validator a hostile site sent with a line break is not sent back.
    const smuggled = await fetchPage(`${origin}/conditional`, {
      conditional: { ifNoneMatch: '"v0"\r\nx-evil: 1', ifModifiedSince: since },
    });
    expect(JSON.parse(smuggled.body)).toEqual({ ifModifiedSince: since });
    const page = await fetchPage(`${origin}/plain`);
    expect(page.validators).toEqual({ etag: null, lastModified: null, retryAfter: null });
  });

  it('re-checks every redirect hop even from an allowed host', async () => {
    const fetchPage = createSafeFetcher({
      allowedHosts: [{ host: '127.0.0.1', port: String(new URL(origin).port) }],
    });
    for (const target of FORBIDDEN_TARGETS) {
      const { reason } = await failure(fetchPage(`${origin}/redirect?to=${encodeURIComponent(target)}`));
      expect(['private-address', 'blocked'], target).toContain(reason);
    }
    expect((await failure(fetchPage(`${origin}/loop`))).reason).toBe('too-many-redirects');
    expect(await fetchPage(`${origin}/hop`)).toMatchObject({
      status: 200,
      body: 'page /final',
      url: `${origin}/final`,
    });
  });

  it('caps the body: truncates, or fails as too large', async () => {
    const fetchPage = createSafeFetcher({ allowedHosts: [{ host: '127.0.0.1', port: null }] });
    const big = await fetchPage(`${origin}/big`, { maxBytes: 1000 });
    expect(big.body).toHaveLength(1000);
    expect(big.truncated).toBe(true);
    for (const path of ['/big', '/big-chunked']) {
      const { reason, message } = await failure(
        fetchPage(`${origin}${path}`, { maxBytes: 50_000, whenTooLarge: 'fail' }),
      );
      expect(reason).toBe('too-large');
      expect(message).toBe(`too large: ${path} is more than 49 KB`);
    }
  });

  it('says why a site cannot be reached: timed out, connection refused, DNS lookup failed', async () => {
    const fetchPage = createSafeFetcher({
      allowedHosts: [{ host: '127.0.0.1', port: null }],
      totalTimeoutMs: 500,
    });
    expect((await failure(fetchPage(`${origin}/slow`))).message).toMatch(/^timed out/);
    expect((await failure(fetchPage(`${closedPortOrigin}/`))).message).toMatch(/^connection refused/);
    expect((await failure(fetchPage('http://no-such-host.invalid/'))).message).toMatch(/^DNS lookup failed/);
    expect((await failure(fetchPage('not a url'))).reason).toBe('invalid-url');
  });

  it('bounds the whole fetch, body included, for a site that trickles', async () => {
    const fetchPage = createSafeFetcher({
      allowedHosts: [{ host: '127.0.0.1', port: null }],
      totalTimeoutMs: 500,
    });
    const started = performance.now();
    expect(await failure(fetchPage(`${origin}/trickle`))).toEqual({
      reason: 'timeout',
      message: `timed out after 1 s (${new URL(origin).host})`,
    });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('stops when the caller’s signal fires, with the caller’s reason', async () => {
    const fetchPage = createSafeFetcher({ allowedHosts: [{ host: '127.0.0.1', port: null }] });
    const budget = new AbortController();
    const reason = new SafeFetchError('timeout', 'the audit ran out of time');
    setTimeout(() => budget.abort(reason), 300);
    // Before the answer, and while the body trickles in.
    for (const path of ['/slow', '/trickle']) {
      expect(await failure(fetchPage(`${origin}${path}`, { signal: budget.signal })), path).toEqual({
        reason: 'timeout',
        message: 'the audit ran out of time',
      });
    }
    // A signal that has already fired stops the fetch before it starts.
    expect((await failure(fetchPage(`${origin}/`, { signal: budget.signal }))).message).toBe(
      'the audit ran out of time',
    );
  });
});
