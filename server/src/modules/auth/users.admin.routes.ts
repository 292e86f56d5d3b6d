import { adminUserPlanRequest, adminUsersResponse, errorBody, idParam, user } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeUserPlan } from './change-user-plan';
import { listUsers, toUserDto } from './users.queries';

/** The administrator's Users tab. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    { config: { access: 'admin' }, schema: { response: { 200: adminUsersResponse, '4xx': errorBody } } },
    async (request) => (await listUsers(request.ctx.db)).map((row) => toUserDto(row)),
  );

  app.patch(
    '/api/admin/users/:id/plan',
    {
      config: { access: 'admin' },
      schema: { params: idParam, body: adminUserPlanRequest, response: { 200: user, '4xx': errorBody } },
    },
    async (request) =>
      changeUserPlan({ ctx: request.userCtx(), input: { ...request.body, userId: request.params.id } }),
  );
};
