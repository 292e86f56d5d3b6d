import { digestUnsubscribeQuery, digestUnsubscribeResponse, errorBody } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FormRateLimit, formRateLimitOption } from '../support/support-rate-limit';
import { useDigestUnsubscribeLink } from './digest-unsubscribe';

/** The weekly digest's unsubscribe link, without signing in: GET reads, POST (the page's button) turns it off. */
export const digestRoutes: FastifyPluginAsyncZod<{ rateLimitOf: () => FormRateLimit }> = async (
  app,
  { rateLimitOf },
) => {
  const limited = formRateLimitOption(rateLimitOf);
  const schema = {
    querystring: digestUnsubscribeQuery,
    response: { 200: digestUnsubscribeResponse, '4xx': errorBody },
  };
  app.get('/api/digest/unsubscribe', { config: { access: 'public', ...limited }, schema }, async (request) =>
    useDigestUnsubscribeLink({ ctx: request.ctx, input: { ...request.query, unsubscribe: false } }),
  );
  app.post(
    '/api/digest/unsubscribe',
    { config: { access: 'public', ...limited }, bodyLimit: 1024, schema },
    async (request) =>
      useDigestUnsubscribeLink({ ctx: request.ctx, input: { ...request.query, unsubscribe: true } }),
  );
};
