import { PLANS } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { pricingFaq } from './pricing-faq';

describe('pricingFaq', () => {
  it('says the free plan’s analyses as the plan rows hold them', () => {
    const answer = (plans: typeof PLANS) => pricingFaq(plans)[0]?.answer;
    expect(answer(PLANS)).toMatch(/3 AI SEO analyses a month/);
    const edited = PLANS.map((plan) =>
      plan.tier === 'free' ? { ...plan, limits: { ...plan.limits, monthlyAnalyses: 5 } } : plan,
    );
    expect(answer(edited)).toMatch(/5 AI SEO analyses a month/);
  });

  it('says that cancelling keeps the plan until the period ends, and the money-back guarantee', () => {
    const text = pricingFaq(PLANS)
      .map((item) => item.answer)
      .join(' ');
    expect(text).toMatch(/end of the billing period you paid for/);
    expect(text).toMatch(/30-day money-back guarantee/);
  });
});
