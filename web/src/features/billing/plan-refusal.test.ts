import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { planRefusalOf } from './plan-refusal';

describe('planRefusalOf', () => {
  it('reads the message and the plan of a 402', () => {
    const error = new ApiError(
      402,
      JSON.stringify({ message: 'X are part of the Pro plan', upgradeTo: 'pro' }),
    );
    expect(planRefusalOf(error)).toEqual({ message: 'X are part of the Pro plan', upgradeTo: 'pro' });
  });

  it('is undefined for any other failure, or a 402 without a known plan', () => {
    expect(planRefusalOf(new ApiError(429, JSON.stringify({ message: 'Slow down', upgradeTo: 'pro' })))).toBe(
      undefined,
    );
    expect(planRefusalOf(new ApiError(402, 'not json'))).toBeUndefined();
    expect(
      planRefusalOf(new ApiError(402, JSON.stringify({ message: 'x', upgradeTo: 'gold' }))),
    ).toBeUndefined();
    expect(planRefusalOf(new ApiError(402, JSON.stringify({ message: 'x' })))).toBeUndefined();
    expect(planRefusalOf(new Error('402'))).toBeUndefined();
  });
});
