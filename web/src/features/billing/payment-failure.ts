import { PAYMENT_MESSAGES, paymentMessageText } from '@botlens/contracts';
// Relative, not '@/': the unit tests run without the web build's path alias.
import { type ApiError, errorMessage } from '../../lib/api';

export type PaymentMessage = { title: string; text: string };

/**
 * The spec's payment message (part 2 §8) for a refused POST /api/billing/subscription: the server sends
 * "Title: text" of one of them, or its own words for a refusal of the request itself (a live subscription).
 */
export function paymentFailureMessage(error: ApiError): PaymentMessage {
  const message = errorMessage(error);
  for (const known of [
    PAYMENT_MESSAGES.setupRequired,
    PAYMENT_MESSAGES.setupFailed,
    PAYMENT_MESSAGES.unexpected,
  ]) {
    if (message === paymentMessageText(known)) return known;
  }
  if (error.status >= 400 && error.status < 500 && message) {
    return { title: PAYMENT_MESSAGES.setupFailed.title, text: message };
  }
  return PAYMENT_MESSAGES.unexpected;
}
