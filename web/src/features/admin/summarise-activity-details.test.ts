import { describe, expect, it } from 'vitest';
import { summariseActivityDetails } from './summarise-activity-details';

describe('summariseActivityDetails', () => {
  it('says what changed, leaving out what did not', () => {
    expect(
      summariseActivityDetails({
        from: { subscriptionTier: 'free', monthlyAnalysesLimit: 3 },
        to: { subscriptionTier: 'pro', monthlyAnalysesLimit: 3 },
      }),
    ).toBe('subscriptionTier: free → pro');
    expect(summariseActivityDetails({ from: { role: 'user' }, to: { role: 'user' } })).toBe('no change');
  });

  it('lists other details as key and value, cutting long values', () => {
    expect(summariseActivityDetails({ email: 'a@example.com', sessionsSignedOut: 2 })).toBe(
      'email: a@example.com; sessionsSignedOut: 2',
    );
    expect(summariseActivityDetails({ note: 'x'.repeat(100) })).toBe(`note: ${'x'.repeat(59)}…`);
    expect(summariseActivityDetails({})).toBe('—');
  });
});
