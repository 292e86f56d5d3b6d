import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedUrlError, createSafeFetcher, isPublicAddress } from './safe-fetch';

let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/redirect-to-file') {
      response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    } else if (request.url === '/big') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(100_000));
    } else if (request.url === '/hop') {
      response.writeHead(301, { location: '/final' }).end();
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end(`page ${request.url}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the SSRF-guarded fetcher', () => {
  it('knows public from private and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses loopback, private, metadata and non-http targets by default', async () => {
    const fetchPage = createSafeFetcher();
    for (const url of [
      `${origin}/`,
      'http://localhost/',
      'http://169.254.169.254/',
      'http://[::1]/',
      'file:///etc/passwd',
      'ftp://example.com/',
      'http://user:pw@example.com/',
      'http://example.com:22/',
    ]) {
      await expect(fetchPage(url), url).rejects.toThrow(BlockedUrlError);
    }
  });

  it('re-checks every redirect hop, caps the body and follows safe redirects', async () => {
    const fetchPage = createSafeFetcher({ allowPrivateNetworks: true });
    const hop = await fetchPage(`${origin}/hop`);
    expect(hop).toMatchObject({ status: 200, body: 'page /final', url: `${origin}/final` });
    const big = await fetchPage(`${origin}/big`, { maxBytes: 1000 });
    expect(big.body).toHaveLength(1000);
    expect(big.truncated).toBe(true);
    // Each hop is checked: a redirect to a non-http scheme is refused even when private networks are allowed.
    await expect(fetchPage(`${origin}/redirect-to-file`)).rejects.toThrow(BlockedUrlError);
  });
});
