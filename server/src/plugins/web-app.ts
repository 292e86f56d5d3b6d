import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NOT_BUILT = 'The web app is not built; run npm run build';

/**
 * Serves the built web app and falls back to index.html for client-side routes. API and asset paths never
 * fall back: an unknown one is a 404. The routes exist whether or not the build does, so the route table
 * is the same on every machine.
 */
export const webApp = fp(async (app: FastifyInstance, options: { webDistDir: string }) => {
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
    return reply.sendFile(join('assets', params['*']));
  });
  app.get('/favicon.svg', { config: { access: 'public' } }, (_request, reply) =>
    reply.sendFile('favicon.svg'),
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|assets)(\/|$)/.test(path);
    if (!isPage) return reply.code(404).send({ message: `No route for ${request.method} ${path}` });
    if (!hasWebBuild) return reply.code(404).send({ message: NOT_BUILT });
    return reply.sendFile('index.html');
  });
});
