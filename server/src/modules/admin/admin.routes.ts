import { adminStatsResponse, errorBody } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAdminStats } from './admin.queries';

/** The administrator's cross-feature figures; each feature's own admin routes live in that feature. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    { config: { access: 'admin' }, schema: { response: { 200: adminStatsResponse, '4xx': errorBody } } },
    async (request) => readAdminStats(request.ctx.db),
  );
};
