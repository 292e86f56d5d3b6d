import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { type DatabaseHandle, openPglite } from '../db/client';
import { testConfig } from '../test-support/test-app';

const APP_SHELL = '<!doctype html><title>BotLens</title>';

let app: App;
let handle: DatabaseHandle;
beforeAll(async () => {
  // A build as Vite leaves it when source maps are on, with secrets beside it as a careless deploy might.
  const webDistDir = mkdtempSync(join(tmpdir(), 'botlens-web-'));
  writeFileSync(join(webDistDir, 'index.html'), APP_SHELL);
  writeFileSync(join(webDistDir, '.env'), 'SECRET=1');
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(
    join(webDistDir, 'assets', 'app-3f2a9c.js'),
    'console.log(1)\n//# sourceMappingURL=app-3f2a9c.js.map',
  );
  writeFileSync(join(webDistDir, 'assets', 'app-3f2a9c.js.map'), '{"version":3,"sources":["app.tsx"]}');
  writeFileSync(join(webDistDir, 'assets', 'app-3f2a9c.css.map'), '{"version":3}');
  handle = await openPglite();
  app = await buildApp({ config: testConfig({ webDistDir }), database: handle });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

it('never serves source maps, which would hand out the whole client source', async () => {
  for (const url of [
    '/assets/app-3f2a9c.js.map',
    '/assets/app-3f2a9c.css.map',
    '/assets/app-3f2a9c.js.map?x',
    '/assets/app-3f2a9c.js%2emap',
  ]) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.json(), url).toEqual({ message: `No route for GET ${url.split('?')[0]}` });
  }
  expect((await get('/assets/app-3f2a9c.js')).statusCode).toBe(200);
});

it('answers a dotfile path with a JSON 404, not the app shell', async () => {
  for (const url of [
    '/.env',
    '/.git/config',
    '/.git/HEAD',
    '/.aws/credentials',
    '/app/.env',
    '/%2egit/config',
    '/.env?download=1',
    '/assets/.env',
  ]) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.json(), url).toEqual({ message: `No route for GET ${url.split('?')[0]}` });
  }
  const head = await app.inject({ method: 'HEAD', url: '/.git/config' });
  expect(head.statusCode).toBe(404);
});

it('still answers client routes, /.well-known/ paths and names with inner dots with the app shell', async () => {
  for (const url of ['/dashboard', '/.well-known/security.txt', '/guides/v1.2', '/a..b']) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.body, url).toBe(APP_SHELL);
  }
});
