import { type PublicStatsResponse, publicStatsResponse } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPublicStats } from './admin.queries';

const PUBLIC_STATS_TTL_MS = 30_000;

/**
 * The landing page's counters. Outside /api/admin/ because anyone may read them: a path under /api/admin/
 * is for administrators only.
 */
export const publicStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Polled by every landing-page visitor every 30 s: computed at most once per interval.
  let cached: { value: PublicStatsResponse; at: number } | undefined;
  app.get(
    '/api/public-stats',
    { config: { access: 'public' }, schema: { response: { 200: publicStatsResponse } } },
    async (request, reply) => {
      if (!cached || Date.now() - cached.at > PUBLIC_STATS_TTL_MS) {
        cached = { value: await readPublicStats(request.ctx.db), at: Date.now() };
      }
      reply.header('Cache-Control', 'public, max-age=30');
      return cached.value;
    },
  );
};
