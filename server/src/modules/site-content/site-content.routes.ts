import { errorBody, publicContentResponse } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPublicContent } from './site-content';

/** The editable texts every public page shows (the hero, the announcement bar, the tools' intros). */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content',
    { config: { access: 'public' }, schema: { response: { 200: publicContentResponse, '4xx': errorBody } } },
    async (request, reply) => {
      // The process keeps it briefly (readPublicContent); browsers ask each time, so an edit shows at once.
      reply.header('Cache-Control', 'no-cache');
      return readPublicContent({ ctx: request.ctx });
    },
  );
};
