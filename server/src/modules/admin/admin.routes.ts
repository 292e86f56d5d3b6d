import { adminStatsResponse, adminUsersResponse, errorBody } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listUsers, toUserDto } from '../auth/users.queries';
import type { Ctx } from '../context';
import { readAdminStats } from './admin.queries';

export const adminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/users',
    { config: { access: 'admin' }, schema: { response: { 200: adminUsersResponse, '4xx': errorBody } } },
    async () => (await listUsers(ctx.db)).map(toUserDto),
  );

  app.get(
    '/api/admin/stats',
    { config: { access: 'admin' }, schema: { response: { 200: adminStatsResponse, '4xx': errorBody } } },
    async () => readAdminStats(ctx.db),
  );
};
