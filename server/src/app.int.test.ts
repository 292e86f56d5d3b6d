import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from './app';
import { openPglite } from './db/client';
import { ingestDoorGuard } from './modules/tracking/ingest-door';
import { accessControl } from './plugins/access';
import { registerAndSignIn } from './test-support/accounts';
import { describeOnEachDatabase, testConfig } from './test-support/test-app';
import { testDatabases } from './test-support/test-databases';

describeOnEachDatabase('the application shell', (get, database) => {
  it('reports health and which database it runs on', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: database.name });
  });

  it('sends security headers', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('limits how long a client may take to send headers; bodies have a deadline per route instead', () => {
    expect(get().app.server.headersTimeout).toBe(10_000);
    // Node's one figure for every route would cut off long log uploads (plugins/body-deadline.int.test.ts).
    expect(get().app.server.requestTimeout).toBe(0);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/nothing-here' });
  });
});

it('serves the web app and falls back to index.html for client routes', async () => {
  const webDistDir = mkdtempSync(join(tmpdir(), 'botlens-web-'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>BotLens</title>');
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'assets', 'app-3f2a9c.js'), 'console.log(1)');
  const handle = await openPglite();
  const app = await buildApp({ config: testConfig({ webDistDir }), database: handle });
  try {
    for (const url of ['/', '/dashboard?website=3', '/some/unknown/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>BotLens</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // Hashed asset names never change content: cached for a year, while index.html is revalidated.
    const asset = await app.inject({ method: 'GET', url: '/assets/app-3f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  } finally {
    await app.close();
    await handle.close();
  }
});

it('declares the access of every route (snapshot)', async () => {
  const handle = await openPglite();
  const app = await buildApp({ config: testConfig(), database: handle });
  expect(app.routeAccessTable()).toMatchSnapshot();
  await app.close();
  await handle.close();
});

it('refuses to boot when a route declares no access', async () => {
  const app = Fastify();
  await app.register(accessControl);
  expect(() => app.get('/api/undeclared', async () => 'open')).toThrow(/declares no access/);
  await app.close();
});

it('keeps routes that need a session out of the ingest door, whose context loads none', async () => {
  const app = Fastify();
  await app.register(accessControl);
  const boot = async () => {
    await app.register(async (door) => {
      await door.register(ingestDoorGuard);
      door.get('/api/track/public', { config: { access: 'public' } }, async () => 'open');
      door.get('/api/track/secret', { config: { access: 'user' } }, async () => 'open');
    });
    await app.ready();
  };
  await expect(boot()).rejects.toThrow(/GET \/api\/track\/secret needs a session/);
});

// Unique across restarts: a per-start hex prefix and a count.
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-z]+$/;

it.each(testDatabases().map((d) => [d.name, d] as const))(
  'answers 500 without SQL or stack when the database fails [%s]',
  async (_name, database) => {
    const handle = await database.open();
    const app = await buildApp({ config: testConfig(), database: handle });
    const { cookie } = await registerAndSignIn(app);
    await handle.close();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(response.statusCode).toBe(500);
      // The request id in a 5xx body finds the request's log lines.
      expect(response.json()).toEqual({
        message: 'Internal server error',
        requestId: expect.stringMatching(REQUEST_ID),
      });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        message: 'Database unavailable',
        requestId: expect.stringMatching(REQUEST_ID),
      });
      expect(health.json().requestId).not.toBe(response.json().requestId);
    } finally {
      await app.close();
    }
  },
);
