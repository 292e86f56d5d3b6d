import { formatPlanPrice, PLANS } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { comparisonRows, planAction } from './plan-comparison';

describe('comparisonRows', () => {
  it('reads prices, limits and grants from the plans as given', () => {
    const rows = comparisonRows(PLANS, formatPlanPrice);
    const row = (feature: string) => rows.find((r) => r.feature === feature)?.values;
    expect(row('Price')).toEqual(['$0/month', '$19/month', '$49/month']);
    expect(row('AI SEO analyses per month')).toEqual(['3', 'Unlimited', 'Unlimited']);
    expect(row('Team members')).toEqual(['1', '1', 'Unlimited']);
    expect(row('ChatGPT indexing')).toEqual(['Not included', 'Included', 'Included']);
    expect(row('API access')).toEqual(['Not included', 'Not included', 'Included']);
  });

  it('follows an edited plan row', () => {
    const edited = PLANS.map((plan) =>
      plan.tier === 'free' ? { ...plan, limits: { ...plan.limits, monthlyAnalyses: 10 } } : plan,
    );
    expect(
      comparisonRows(edited, formatPlanPrice).find((r) => r.feature.startsWith('AI SEO'))?.values[0],
    ).toBe('10');
  });
});

describe('planAction', () => {
  const options = { freeHref: '/', salesEmail: 'sales@example.com' };
  it('sends free home, pro to /subscribe and enterprise to an e-mail to sales', () => {
    expect(planAction({ tier: 'free', priceCents: 0 }, options)).toEqual({ kind: 'link', href: '/' });
    expect(planAction({ tier: 'pro', priceCents: 1900 }, options)).toEqual({
      kind: 'subscribe',
      href: '/subscribe',
    });
    expect(planAction({ tier: 'enterprise', priceCents: 4900 }, options)).toEqual({
      kind: 'mail',
      href: 'mailto:sales@example.com?subject=Enterprise%20Plan%20Inquiry',
    });
  });
});
