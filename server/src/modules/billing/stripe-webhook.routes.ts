import type { FastifyPluginAsync } from 'fastify';
import { handleStripeEventVerb } from './handle-stripe-event';
import type { StripeBilling } from './stripe-client';

// Stripe's events are a few kilobytes; its documented maximum payload is far below this.
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/stripe/webhook. Registered in a context of its own, because the signature covers the exact
 * bytes Stripe sent: here alone a JSON body is kept as a Buffer instead of being parsed.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ billing: StripeBilling | null }> = async (
  app,
  { billing },
) => {
  const handleStripeEvent = handleStripeEventVerb(billing);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/stripe/webhook',
    { bodyLimit: WEBHOOK_BODY_LIMIT, config: { access: 'public' } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await handleStripeEvent({
        ctx: request.ctx,
        input: {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: typeof signature === 'string' ? signature : undefined,
        },
      });
      return { received: true, outcome };
    },
  );
};
