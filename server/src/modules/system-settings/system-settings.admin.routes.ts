import {
  createInvitationRequest,
  createInvitationResponse,
  errorBody,
  idParam,
  invitationsResponse,
  systemSettingsResponse,
  updateSystemSettingsRequest,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createInvitation, listInvitations, revokeInvitation } from './invitations';
import { getSystemSettings, updateSystemSettings } from './update-system-settings';

const SMALL_BODY = 4 * 1024;

/** The administrator's System Settings tab: the five settings, and invitations to register. */
export const systemSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/settings',
    { config: { access: 'admin' }, schema: { response: { 200: systemSettingsResponse, '4xx': errorBody } } },
    async (request) => getSystemSettings({ ctx: request.userCtx() }),
  );

  app.put(
    '/api/admin/settings',
    {
      bodyLimit: SMALL_BODY,
      config: { access: 'admin' },
      schema: {
        body: updateSystemSettingsRequest,
        response: { 200: systemSettingsResponse, '4xx': errorBody },
      },
    },
    async (request) => updateSystemSettings({ ctx: request.userCtx(), input: request.body }),
  );

  app.get(
    '/api/admin/invitations',
    { config: { access: 'admin' }, schema: { response: { 200: invitationsResponse, '4xx': errorBody } } },
    async (request) => listInvitations({ ctx: request.userCtx() }),
  );

  app.post(
    '/api/admin/invitations',
    {
      bodyLimit: SMALL_BODY,
      config: { access: 'admin' },
      schema: {
        body: createInvitationRequest,
        response: { 201: createInvitationResponse, '4xx': errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createInvitation({ ctx: request.userCtx(), input: request.body })),
  );

  app.delete(
    '/api/admin/invitations/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParam, response: { 204: z.null(), '4xx': errorBody } },
    },
    async (request, reply) => {
      await revokeInvitation({ ctx: request.userCtx(), input: { id: request.params.id } });
      return reply.code(204).send(null);
    },
  );
};
