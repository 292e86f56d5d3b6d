import type { AdminPlansResponse } from '@botlens/contracts';
import type { Ctx } from '../context';
import { findLastStripeEvent } from './billing.queries';

/**
 * Whether payments can be taken: each Stripe setting present or missing (booleans only: no value, no
 * prefix, no length leaves the server) and the last webhook handled. The four keys are set together or not
 * at all (config.ts refuses to start otherwise); STRIPE_API_URL is optional.
 */
export async function readPaymentStatus({ ctx }: { ctx: Ctx }): Promise<AdminPlansResponse['payment']> {
  const stripe = ctx.config.stripe;
  const keys = stripe !== undefined;
  const last = await findLastStripeEvent(ctx.db);
  return {
    configured: keys,
    settings: [
      { name: 'STRIPE_SECRET_KEY', present: keys },
      { name: 'STRIPE_PUBLISHABLE_KEY', present: keys },
      { name: 'STRIPE_WEBHOOK_SECRET', present: keys },
      { name: 'STRIPE_PRICE_PRO', present: keys },
      { name: 'STRIPE_API_URL', present: stripe?.apiUrl !== undefined },
    ],
    lastWebhook: last
      ? { type: last.type, receivedAt: last.receivedAt.toISOString(), result: 'processed' }
      : null,
  };
}
