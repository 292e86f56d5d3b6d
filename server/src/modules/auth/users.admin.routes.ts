import { adminUsersResponse, errorBody } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listUsers, toUserDto } from './users.queries';

/** The administrator's Users tab. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    { config: { access: 'admin' }, schema: { response: { 200: adminUsersResponse, '4xx': errorBody } } },
    async (request) => (await listUsers(request.ctx.db)).map((row) => toUserDto(row)),
  );
};
