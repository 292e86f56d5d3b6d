import { adminUsersResponse, errorBody } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Ctx } from '../context';
import { listUsers, toUserDto } from './users.queries';

/** The administrator's Users tab. */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/users',
    { config: { access: 'admin' }, schema: { response: { 200: adminUsersResponse, '4xx': errorBody } } },
    async () => (await listUsers(ctx.db)).map(toUserDto),
  );
};
