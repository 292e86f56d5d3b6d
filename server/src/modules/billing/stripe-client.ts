import { PAYMENT_MESSAGES, paymentMessageText } from '@botlens/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { StripeSettings } from '../../config';
import { UnavailableError } from '../../lib/errors';

/** Stripe and its settings, made once per app; null when the keys are not set. */
export type StripeBilling = { stripe: Stripe; settings: StripeSettings };

/**
 * The `stripe` package's client. It talks to Stripe itself, not through ctx.fetchPage: the host is the
 * operator's configuration (api.stripe.com, or STRIPE_API_URL for tests and stripe-mock), never a user's.
 * The package retries a failed request with the same idempotency key, so a retry creates nothing twice.
 */
export function createStripeBilling(settings: StripeSettings | undefined): StripeBilling | null {
  if (!settings) return null;
  const url = settings.apiUrl;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return { stripe, settings };
}

/** The spec's setup message (part 2 §8), as a 503: paying is off until the operator sets the keys. */
export function requireStripe(billing: StripeBilling | null): StripeBilling {
  if (!billing) throw new UnavailableError(paymentMessageText(PAYMENT_MESSAGES.setupRequired));
  return billing;
}

/**
 * Runs Stripe calls; Stripe's own refusal (a bad price, Stripe down) becomes the spec's message as a 503,
 * logged with Stripe's words and request id for the operator, since the customer can do nothing about it.
 */
export async function withStripe<T>(
  log: FastifyBaseLogger,
  failure: { title: string; text: string },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    log.error(
      {
        stripeRequestId: error.requestId,
        stripeCode: error.code,
        statusCode: error.statusCode,
        message: error.message,
      },
      'Stripe refused a request',
    );
    throw new UnavailableError(paymentMessageText(failure));
  }
}

/**
 * The subscription as Stripe has it now, or null when Stripe no longer knows it (deleted in the dashboard,
 * another Stripe account's id after a restore): then nothing of it can be paid, cancelled or applied.
 */
export async function retrieveSubscription(
  stripe: Stripe,
  id: string,
  params: Stripe.SubscriptionRetrieveParams = {},
): Promise<Stripe.Subscription | null> {
  try {
    return await stripe.subscriptions.retrieve(id, params);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}
