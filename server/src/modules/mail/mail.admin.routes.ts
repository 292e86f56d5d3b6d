import { adminMailOutboxResponse, errorBody } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countMailsByStatus, listRecentUndelivered } from './mail-outbox.queries';

/** The administrator's view of the outbox: what waits, what went, what failed and why. Admins only. */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/mail-outbox',
    { config: { access: 'admin' }, schema: { response: { 200: adminMailOutboxResponse, '4xx': errorBody } } },
    async (request) => {
      const { db, config } = request.ctx;
      const [counts, recent] = await Promise.all([countMailsByStatus(db), listRecentUndelivered(db, 50)]);
      return {
        smtpConfigured: Boolean(config.mail.smtpUrl),
        counts,
        recent: recent.map((mail) => ({
          id: mail.id,
          kind: mail.kind,
          toAddress: mail.toAddress,
          subject: mail.subject,
          status: mail.status,
          attempts: mail.attempts,
          lastError: mail.lastError,
          nextAttemptAt: mail.nextAttemptAt.toISOString(),
          createdAt: mail.createdAt.toISOString(),
        })),
      };
    },
  );
};
