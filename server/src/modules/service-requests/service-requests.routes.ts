import { errorBody, serviceRequestAccepted, serviceRequestSubmission } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FormRateLimit, formRateLimitOption } from '../support/support-rate-limit';
import { submitServiceRequest } from './submit-service-request';

// Two 5,000-character texts and the short fields, in UTF-8 with JSON escapes, fit in 64 KB; more is refused unread.
const SERVICE_REQUEST_BODY_LIMIT = 64 * 1024;

/** The 429 of the per-address limit, in the wizard's words rather than the sign-in's "Too many attempts". */
function tooManyRequests(_request: unknown, context: { ttl: number }) {
  const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
  return {
    statusCode: 429,
    message: `Too many service requests from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  };
}

/** The /request-service wizard's submission (public: no account needed; a signed-in sender is recorded). */
export const serviceRequestsRoutes: FastifyPluginAsyncZod<{ rateLimitOf: () => FormRateLimit }> = async (
  app,
  { rateLimitOf },
) => {
  // The contact form's limit per address, at the System Settings' rate-limiting level of each request.
  const { rateLimit } = formRateLimitOption(rateLimitOf);
  app.post(
    '/api/service-requests',
    {
      bodyLimit: SERVICE_REQUEST_BODY_LIMIT,
      config: { access: 'public', rateLimit: { ...rateLimit, errorResponseBuilder: tooManyRequests } },
      schema: {
        body: serviceRequestSubmission,
        response: { 201: serviceRequestAccepted, '4xx': errorBody },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return submitServiceRequest({ ctx: request.ctx, input: request.body });
    },
  );
};
