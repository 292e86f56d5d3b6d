import { PAYMENT_MESSAGES, paymentMessageText } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { paymentFailureMessage } from './payment-failure';

const refusal = (status: number, message: string) => new ApiError(status, JSON.stringify({ message }));

describe('the payment message of a refused subscription', () => {
  it('recognises the spec messages the server sends', () => {
    expect(paymentFailureMessage(refusal(503, paymentMessageText(PAYMENT_MESSAGES.setupRequired)))).toEqual(
      PAYMENT_MESSAGES.setupRequired,
    );
    expect(paymentFailureMessage(refusal(503, paymentMessageText(PAYMENT_MESSAGES.setupFailed)))).toEqual(
      PAYMENT_MESSAGES.setupFailed,
    );
  });
  it('keeps the server words for a refusal of the request, and is unexpected otherwise', () => {
    expect(paymentFailureMessage(refusal(409, 'You already have an active subscription'))).toEqual({
      title: 'Subscription Setup Failed',
      text: 'You already have an active subscription',
    });
    expect(paymentFailureMessage(new ApiError(0, 'Failed to fetch'))).toEqual(PAYMENT_MESSAGES.unexpected);
    expect(paymentFailureMessage(refusal(500, 'Internal server error'))).toEqual(PAYMENT_MESSAGES.unexpected);
  });
});
