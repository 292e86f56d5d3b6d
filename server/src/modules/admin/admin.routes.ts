import { adminStatsResponse, adminUsersResponse, errorBody, globalStatsResponse } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listUsers, toUserDto } from '../auth/users.queries';
import type { Ctx } from '../context';
import { readAdminStats } from './admin.queries';

const GLOBAL_STATS_TTL_MS = 30_000;

export const adminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/users',
    { config: { access: 'admin' }, schema: { response: { 200: adminUsersResponse, '4xx': errorBody } } },
    async () => (await listUsers(ctx.db)).map(toUserDto),
  );

  // Public and polled by every landing-page visitor every 30 s: computed at most once per interval.
  let globalStats: { value: { totalBotSessions: number; totalPageViews: number }; at: number } | undefined;
  app.get(
    '/api/admin/global-stats',
    { config: { access: 'public' }, schema: { response: { 200: globalStatsResponse } } },
    async (_request, reply) => {
      if (!globalStats || Date.now() - globalStats.at > GLOBAL_STATS_TTL_MS) {
        const { totalBotSessions, totalPageViews } = await readAdminStats(ctx.db);
        globalStats = { value: { totalBotSessions, totalPageViews }, at: Date.now() };
      }
      reply.header('Cache-Control', 'public, max-age=30');
      return globalStats.value;
    },
  );

  app.get(
    '/api/admin/stats',
    { config: { access: 'admin' }, schema: { response: { 200: adminStatsResponse, '4xx': errorBody } } },
    async () => readAdminStats(ctx.db),
  );
};
