import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError } from '../lib/errors';
import { type PrerenderedRoute, renderIntoShell } from './app-shell';

const NOT_BUILT = 'The web app is not built; run npm run build';

/**
 * A path with a segment that starts with a dot (/.env, /.git/config) names a file a deploy may have left
 * beside the build: it is never served, and answering it with the app shell would tell a scanner it exists.
 * /.well-known/ (RFC 8615) is the one such place a browser may ask for.
 */
function isDotfilePath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes: judged as sent.
  }
  return decoded
    .split('/')
    .some((segment, index) => segment.startsWith('.') && !(index === 1 && segment === '.well-known'));
}

type WebAppOptions = {
  webDistDir: string;
  /** For the canonical addresses of prerendered pages. */
  publicUrl: string;
  /** Pages whose content the server writes into the shell for readers without JavaScript (app-shell.ts). */
  prerendered?: readonly PrerenderedRoute[];
};

/**
 * Serves the built web app and falls back to index.html for client-side routes. API, asset and dotfile
 * paths never fall back: an unknown one is a 404. Source maps are not served even when a build has them:
 * they would hand out the whole client source. The routes exist whether or not the build does, so the route
 * table is the same on every machine.
 */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const assetsDir = join(options.webDistDir, 'assets');
  // Checked once at start: the build does not appear or vanish under a running server.
  const hasWebBuild = existsSync(join(options.webDistDir, 'index.html'));
  await app.register(fastifyStatic, {
    root: options.webDistDir,
    serve: false,
    // Our Cache-Control below, not the plugin's default `public, max-age=0`.
    cacheControl: false,
    // Hashed asset names never change content; everything else must be revalidated.
    setHeaders: (response, filePath: string) => {
      response.setHeader(
        'Cache-Control',
        filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.get('/assets/*', { config: { access: 'public' } }, (request, reply) => {
    const params = request.params as { '*': string };
    if (params['*'].endsWith('.map')) return reply.callNotFound();
    return reply.sendFile(join('assets', params['*']));
  });
  app.get('/favicon.svg', { config: { access: 'public' } }, (_request, reply) =>
    reply.sendFile('favicon.svg'),
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|assets)(\/|$)/.test(path) &&
      !isDotfilePath(path);
    if (!isPage) throw new NotFoundError(`No route for ${request.method} ${path}`);
    if (!hasWebBuild) throw new NotFoundError(NOT_BUILT);
    return reply.sendFile('index.html');
  });

  // Read once, like the build's presence above.
  const shell = hasWebBuild ? readFileSync(join(options.webDistDir, 'index.html'), 'utf8') : null;
  for (const route of options.prerendered ?? []) {
    app.get(route.path, { config: { access: 'public' } }, async (request, reply) => {
      if (shell === null) throw new NotFoundError(NOT_BUILT);
      const page = await route.render({
        params: request.params as Record<string, string>,
        query: request.query as Record<string, unknown>,
      });
      // A page kept out of search engines says so in its header too, which also covers non-HTML readers.
      if (page.canonicalPath === null) reply.header('X-Robots-Tag', 'noindex');
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(renderIntoShell(shell, page, options.publicUrl));
    });
  }
});
