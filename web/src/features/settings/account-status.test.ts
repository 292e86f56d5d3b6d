import { describe, expect, it } from 'vitest';
import { analysesUsage, periodEndLabel, trackingStatus } from './account-status';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('account status', () => {
  it('says whether a website is receiving data', () => {
    expect(trackingStatus(null, NOW)).toEqual({ label: 'No data yet', variant: 'neutral' });
    expect(trackingStatus('2026-11-27T02:00:00Z', NOW)).toEqual({
      label: 'Receiving data',
      variant: 'success',
    });
    expect(trackingStatus('2026-11-25T11:00:00Z', NOW)).toEqual({
      label: 'No data for 2 days',
      variant: 'warning',
    });
    expect(trackingStatus('2026-11-26T11:00:00Z', NOW).label).toBe('No data for 1 day');
  });

  it('shows analyses used against the limit, and unlimited as such', () => {
    expect(analysesUsage({ used: 2, limit: 3 })).toEqual({ label: '2 of 3 used', percent: 67 });
    expect(analysesUsage({ used: 5, limit: 3 })).toEqual({ label: '5 of 3 used', percent: 100 });
    expect(analysesUsage({ used: 0, limit: 0 })).toEqual({ label: '0 of 0 used', percent: 100 });
    expect(analysesUsage({ used: 12, limit: null })).toEqual({ label: '12 used · Unlimited', percent: null });
  });

  it('tells a renewal from the end of a cancelled period', () => {
    const format = (iso: string) => iso.slice(0, 10);
    const base = { periodEnd: '2026-12-27T00:00:00Z', cancelAtPeriodEnd: false, status: 'active' };
    expect(periodEndLabel(base, format)).toBe('Renews on 2026-12-27');
    expect(periodEndLabel({ ...base, cancelAtPeriodEnd: true }, format)).toBe('Ends on 2026-12-27');
    expect(periodEndLabel({ ...base, periodEnd: null }, format)).toBeNull();
  });
});
