import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export const FIXTURE_SITES_DIR = new URL('./fixture-sites/', import.meta.url).pathname;
export const FIXTURE_SITE_NAMES = ['well-prepared', 'bare', 'blocks-ai', 'hostile'] as const;
export type FixtureSiteName = (typeof FIXTURE_SITE_NAMES)[number];

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

export type FixtureSite = {
  /** host:port, what a person would type into the analysis form. */
  domain: string;
  origin: string;
  close: () => Promise<void>;
};

/** A local website: the handler answers every request (tests write their own misbehaving sites with it). */
export async function startFixtureSite(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<FixtureSite> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const domain = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    domain,
    origin: `http://${domain}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers a request from the files of one fixture site: / is index.html, anything absent is a 404. */
export function fixtureFileHandler(name: FixtureSiteName) {
  const root = join(FIXTURE_SITES_DIR, name);
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    const file = join(root, path === '/' ? 'index.html' : path.replace(/^\/+/, ''));
    if (!file.startsWith(root) || path.includes('..') || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
    response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
  };
}

export function serveFixtureSite(name: FixtureSiteName): Promise<FixtureSite> {
  return startFixtureSite(fixtureFileHandler(name));
}
