import {
  adminCreateUserRequest,
  adminSetPasswordRequest,
  adminUpdateUserRequest,
  adminUser,
  adminUsersResponse,
  errorBody,
  userIdParam,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StripeBilling } from '../billing/stripe-client';
import type { TrackingIdCache } from '../tracking/tracking-id-cache';
import type { WebsitePurger } from '../websites/website-purger';
import { adminCreateUserVerb } from './admin-create-user';
import { adminDeleteUserVerb } from './admin-delete-user';
import { adminSetUserPasswordVerb } from './admin-set-user-password';
import { adminUpdateUser } from './admin-update-user';
import type { HashingGate } from './hashing-gate';
import { toAdminUserDto } from './reserved-admin';
import { listUsers } from './users.queries';

const USER_BODY_LIMIT = 2048;

/** The administrator's Users tab (part 2 §7): list, create, edit, set a password, delete. */
export const usersAdminRoutes: FastifyPluginAsyncZod<{
  billing: StripeBilling | null;
  purger: WebsitePurger;
  trackingIds: TrackingIdCache;
  hashing: HashingGate;
}> = async (app, { billing, purger, trackingIds, hashing }) => {
  const adminCreateUser = adminCreateUserVerb(hashing);
  const adminSetUserPassword = adminSetUserPasswordVerb(hashing);
  const adminDeleteUser = adminDeleteUserVerb(billing);

  app.get(
    '/api/admin/users',
    { config: { access: 'admin' }, schema: { response: { 200: adminUsersResponse, '4xx': errorBody } } },
    async (request) =>
      (await listUsers(request.ctx.db)).map((row) => toAdminUserDto(request.ctx.config, row)),
  );

  app.post(
    '/api/admin/users',
    {
      bodyLimit: USER_BODY_LIMIT,
      config: { access: 'admin' },
      schema: { body: adminCreateUserRequest, response: { 201: adminUser, '4xx': errorBody } },
    },
    async (request, reply) =>
      reply.code(201).send(await adminCreateUser({ ctx: request.userCtx(), input: request.body })),
  );

  app.put(
    '/api/admin/users/:userId',
    {
      bodyLimit: USER_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        params: userIdParam,
        body: adminUpdateUserRequest,
        response: { 200: adminUser, '4xx': errorBody },
      },
    },
    async (request) =>
      adminUpdateUser({ ctx: request.userCtx(), input: { ...request.body, userId: request.params.userId } }),
  );

  app.put(
    '/api/admin/users/:userId/password',
    {
      bodyLimit: USER_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        params: userIdParam,
        body: adminSetPasswordRequest,
        response: { 204: z.null(), '4xx': errorBody },
      },
    },
    async (request, reply) => {
      await adminSetUserPassword({
        ctx: request.userCtx(),
        input: { ...request.body, userId: request.params.userId },
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/admin/users/:userId',
    {
      config: { access: 'admin' },
      schema: { params: userIdParam, response: { 204: z.null(), '4xx': errorBody, 503: errorBody } },
    },
    async (request, reply) => {
      const websites = await adminDeleteUser({
        ctx: request.userCtx(),
        input: { userId: request.params.userId },
      });
      for (const site of websites) trackingIds.forget(site);
      // As a website's delete: gone for readers now, its hits purged in the background.
      purger.purgeSoon();
      return reply.code(204).send(null);
    },
  );
};
