import { type BillingPortalResponse, PAYMENT_MESSAGES } from '@botlens/contracts';
import { ConflictError } from '../../lib/errors';
import type { UserCtx } from '../context';
import { findUserRow } from './billing.queries';
import { requireStripe, type StripeBilling, withStripe } from './stripe-client';

/** A session of Stripe's customer portal (cancel, change card, invoices) that returns to Settings. */
export function openBillingPortalVerb(billing: StripeBilling | null) {
  return async function openBillingPortal({ ctx }: { ctx: UserCtx }): Promise<BillingPortalResponse> {
    const { stripe } = requireStripe(billing);
    const user = await findUserRow(ctx.db, ctx.actor.id);
    if (!user?.stripeCustomerId) {
      throw new ConflictError('No billing account yet: subscribe to a plan first, then manage it here');
    }
    const customer = user.stripeCustomerId;
    const session = await withStripe(ctx.log, PAYMENT_MESSAGES.unexpected, () =>
      stripe.billingPortal.sessions.create({ customer, return_url: `${ctx.config.publicUrl}/settings` }),
    );
    return { url: session.url };
  };
}
