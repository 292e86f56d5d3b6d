import { deleteAccountRequest, errorBody } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StripeBilling } from '../billing/stripe-client';
import type { TrackingIdCache } from '../tracking/tracking-id-cache';
import type { WebsitePurger } from '../websites/website-purger';
import { deleteAccountVerb } from './delete-account';

const ACCOUNT_BODY_LIMIT = 1024;

export const accountRoutes: FastifyPluginAsyncZod<{
  billing: StripeBilling | null;
  purger: WebsitePurger;
  trackingIds: TrackingIdCache;
}> = async (app, { billing, purger, trackingIds }) => {
  const deleteAccount = deleteAccountVerb(billing);

  app.delete(
    '/api/account',
    {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      config: { access: 'user' },
      schema: { body: deleteAccountRequest, response: { 204: z.null(), '4xx': errorBody, 503: errorBody } },
    },
    async (request, reply) => {
      const websites = await deleteAccount({ ctx: request.userCtx(), input: request.body });
      for (const site of websites) trackingIds.forget(site);
      // The websites' hits go in the background; the purger deletes the account's row when they are gone.
      purger.purgeSoon();
      reply.clearSessionCookie();
      return reply.code(204).send(null);
    },
  );
};
