import { errorBody, userDoc, userDocParams, userDocsIndex } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors';
import { loadUserDocs } from './user-docs';

/** The Support page's Documentation tab: the list of pages, and one page as sanitised HTML. */
export const userDocsRoutes: FastifyPluginAsyncZod<{ dir: string }> = async (app, { dir }) => {
  const docs = await loadUserDocs(dir);

  app.get(
    '/api/docs',
    { config: { access: 'public' }, schema: { response: { 200: userDocsIndex } } },
    async () => [...docs.values()].map(({ slug, title }) => ({ slug, title })),
  );

  app.get(
    '/api/docs/:slug',
    {
      config: { access: 'public' },
      schema: { params: userDocParams, response: { 200: userDoc, '4xx': errorBody } },
    },
    async (request) => {
      const doc = docs.get(request.params.slug);
      if (!doc) throw new NotFoundError('No such documentation page');
      return doc;
    },
  );
};
