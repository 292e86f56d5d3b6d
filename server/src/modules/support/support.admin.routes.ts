import {
  adminSupportMessage,
  adminSupportMessagesQuery,
  adminSupportMessagesResponse,
  errorBody,
  idParam,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConflictError, NotFoundError } from '../../lib/errors';
import {
  closeSupportMessage,
  findSupportMessage,
  listSupportMessages,
  toAdminSupportMessage,
} from './support.queries';

/** The administrator's Support tab: contact messages, open or closed, and closing one (who and when). */
export const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/support-messages',
    {
      config: { access: 'admin' },
      schema: {
        querystring: adminSupportMessagesQuery,
        response: { 200: adminSupportMessagesResponse, '4xx': errorBody },
      },
    },
    async (request) =>
      (await listSupportMessages(request.ctx.db, request.query.status)).map(toAdminSupportMessage),
  );

  app.post(
    '/api/admin/support-messages/:id/close',
    {
      config: { access: 'admin' },
      bodyLimit: 1024,
      schema: { params: idParam, response: { 200: adminSupportMessage, '4xx': errorBody } },
    },
    async (request) => {
      const ctx = request.userCtx();
      const closed = await closeSupportMessage(ctx.db, request.params.id, ctx.actor.id, new Date());
      if (closed) return toAdminSupportMessage(closed);
      const existing = await findSupportMessage(ctx.db, request.params.id);
      if (!existing) throw new NotFoundError('Support message not found');
      throw new ConflictError('This message is already closed');
    },
  );
};
