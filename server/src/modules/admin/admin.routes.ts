import { adminActivityQuery, adminActivityResponse, adminStatsResponse, errorBody } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAdminActivity } from './activity.queries';
import { readAdminStats } from './admin.queries';

/** The administrator's cross-feature figures; each feature's own admin routes live in that feature. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    { config: { access: 'admin' }, schema: { response: { 200: adminStatsResponse, '4xx': errorBody } } },
    async (request) => readAdminStats(request.ctx.db),
  );

  // The activity log: read only. No route edits or deletes a record (record-admin-action.ts writes them).
  app.get(
    '/api/admin/activity',
    {
      config: { access: 'admin' },
      schema: { querystring: adminActivityQuery, response: { 200: adminActivityResponse, '4xx': errorBody } },
    },
    async (request) => readAdminActivity(request.ctx.db, request.query),
  );
};
