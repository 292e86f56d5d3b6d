import {
  createSharedLinkRequest,
  errorBody,
  idParam,
  sharedLink,
  sharedLinkParams,
  sharedLinksResponse,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HashingGate } from '../auth/hashing-gate';
import { createSharedLinkVerb, listSharedLinks, revokeSharedLink } from './manage-shared-links';

const CREATE_BODY_LIMIT = 4 * 1024;

/** The owner's side: a website's shared links, listed, created and revoked (administrators: any website). */
export const sharedLinksRoutes: FastifyPluginAsyncZod<{ hashing: HashingGate }> = async (
  app,
  { hashing },
) => {
  const createSharedLink = createSharedLinkVerb(hashing);

  app.get(
    '/api/websites/:id/shared-links',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 200: sharedLinksResponse, '4xx': errorBody } },
    },
    async (request) => listSharedLinks({ ctx: request.userCtx(), input: { websiteId: request.params.id } }),
  );

  app.post(
    '/api/websites/:id/shared-links',
    {
      bodyLimit: CREATE_BODY_LIMIT,
      config: { access: 'user' },
      schema: {
        params: idParam,
        body: createSharedLinkRequest,
        response: { 201: sharedLink, '4xx': errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const created = await createSharedLink({
        ctx: request.userCtx(),
        input: { websiteId: request.params.id, ...request.body },
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/websites/:id/shared-links/:linkId',
    {
      config: { access: 'user' },
      schema: { params: sharedLinkParams, response: { 204: z.null(), '4xx': errorBody } },
    },
    async (request, reply) => {
      await revokeSharedLink({
        ctx: request.userCtx(),
        input: { websiteId: request.params.id, linkId: request.params.linkId },
      });
      return reply.code(204).send(null);
    },
  );
};
