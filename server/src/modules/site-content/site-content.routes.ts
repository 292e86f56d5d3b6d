import { errorBody, publicContentResponse } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPublicContent } from './site-content';

/** The editable texts every public page shows (the hero, the announcement bar, the tools' intros). */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content',
    { config: { access: 'public' }, schema: { response: { 200: publicContentResponse, '4xx': errorBody } } },
    async (request, reply) => {
      // Browsers may keep it briefly too: an edit shows on the pages within a minute at most.
      reply.header('Cache-Control', 'public, max-age=30');
      return readPublicContent({ ctx: request.ctx });
    },
  );
};
