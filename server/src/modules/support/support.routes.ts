import {
  errorBody,
  newsletterSubscribeRequest,
  newsletterSubscribeResponse,
  newsletterTokenQuery,
  newsletterTokenResponse,
  supportMessageAccepted,
  supportMessageRequest,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribeToNewsletter, useNewsletterToken } from './newsletter';
import { sendSupportMessage } from './send-support-message';
import { type FormRateLimit, formRateLimitOption } from './support-rate-limit';

// A 10,000-character message in UTF-8 with JSON escapes fits in 64 KB; anything larger is refused unread.
const SUPPORT_BODY_LIMIT = 64 * 1024;
const NEWSLETTER_BODY_LIMIT = 4 * 1024;

/** The Support page's contact form and the newsletter (public: no account needed). */
export const supportRoutes: FastifyPluginAsyncZod<{ rateLimitOf: () => FormRateLimit }> = async (
  app,
  { rateLimitOf },
) => {
  const limited = formRateLimitOption(rateLimitOf);

  app.post(
    '/api/support/messages',
    {
      bodyLimit: SUPPORT_BODY_LIMIT,
      config: { access: 'public', ...limited },
      schema: {
        body: supportMessageRequest,
        response: { 201: supportMessageAccepted, '4xx': errorBody },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return sendSupportMessage({ ctx: request.ctx, input: request.body });
    },
  );

  app.post(
    '/api/newsletter',
    {
      bodyLimit: NEWSLETTER_BODY_LIMIT,
      config: { access: 'public', ...limited },
      schema: {
        body: newsletterSubscribeRequest,
        response: { 202: newsletterSubscribeResponse, '4xx': errorBody },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return subscribeToNewsletter({ ctx: request.ctx, input: request.body });
    },
  );

  for (const action of ['confirm', 'unsubscribe'] as const) {
    const url = `/api/newsletter/${action}`;
    const schema = {
      querystring: newsletterTokenQuery,
      response: { 200: newsletterTokenResponse, '4xx': errorBody },
    };
    // GET only reads (a mail scanner following the link changes nothing); the page's button POSTs.
    app.get(url, { config: { access: 'public' }, schema }, async (request) =>
      useNewsletterToken({ ctx: request.ctx, input: { token: request.query.token, action: 'read' } }),
    );
    app.post(url, { config: { access: 'public', ...limited }, bodyLimit: 1024, schema }, async (request) =>
      useNewsletterToken({ ctx: request.ctx, input: { token: request.query.token, action } }),
    );
  }
};
