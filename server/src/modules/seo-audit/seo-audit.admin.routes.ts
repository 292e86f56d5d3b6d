import { adminAuditsQuery, adminAuditsResponse, errorBody, idParam } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAudit, listAllAudits } from './admin-audits';

/** The administrator's SEO Audits tab: every audit, searched and counted on the server; deleting one. */
export const seoAuditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audits',
    {
      config: { access: 'admin' },
      schema: { querystring: adminAuditsQuery, response: { 200: adminAuditsResponse, '4xx': errorBody } },
    },
    async (request) => listAllAudits({ ctx: request.userCtx(), input: request.query }),
  );

  app.delete(
    '/api/admin/audits/:id',
    {
      config: { access: 'admin' },
      bodyLimit: 1024,
      schema: { params: idParam, response: { 204: z.null(), '4xx': errorBody } },
    },
    async (request, reply) => {
      await deleteAudit({ ctx: request.userCtx(), input: { id: request.params.id } });
      return reply.code(204).send(null);
    },
  );
};
