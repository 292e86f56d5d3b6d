import { planOf } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { formOfPlan, requestOfForm } from './plan-form';

describe('the Pricing tab form', () => {
  it('round-trips a plan: its request is the plan as it stands', () => {
    const pro = planOf('pro');
    expect(requestOfForm(formOfPlan(pro))).toEqual({
      request: {
        priceCents: 1900,
        description: pro.description,
        features: [...pro.features],
        limitations: [...pro.limitations],
        popular: true,
        ctaText: 'Start Pro Trial',
        monthlyAnalyses: null,
      },
    });
    expect(formOfPlan(planOf('free')).monthlyAnalyses).toBe('3');
  });

  it('reads dollars with two decimals at most, lines without blanks, and a blank limit as unlimited', () => {
    const form = {
      ...formOfPlan(planOf('free')),
      price: '$19.99',
      features: ' A \n\n B ',
      monthlyAnalyses: '',
    };
    const result = requestOfForm(form);
    expect(result.request).toMatchObject({ priceCents: 1999, features: ['A', 'B'], monthlyAnalyses: null });
    expect(requestOfForm({ ...form, price: '0.1' }).request?.priceCents).toBe(10);
  });

  it('names each field at fault', () => {
    const form = formOfPlan(planOf('free'));
    expect(requestOfForm({ ...form, price: '19.999' }).errors?.price).toBe(
      'Enter a price in dollars, like 19 or 19.99.',
    );
    expect(requestOfForm({ ...form, price: '-1' }).errors?.price).toBeDefined();
    expect(requestOfForm({ ...form, price: '20000' }).errors?.price).toBe('At most $10000.');
    expect(requestOfForm({ ...form, description: '  ' }).errors?.description).toBe('Enter a description.');
    expect(requestOfForm({ ...form, features: Array(21).fill('x').join('\n') }).errors?.features).toBe(
      'At most 20 lines.',
    );
    expect(requestOfForm({ ...form, limitations: `ok\n${'y'.repeat(121)}` }).errors?.limitations).toBe(
      'Line 2 is longer than 120 characters.',
    );
    expect(requestOfForm({ ...form, ctaText: '' }).errors?.ctaText).toBe('Enter the button text.');
    expect(requestOfForm({ ...form, monthlyAnalyses: '2.5' }).errors?.monthlyAnalyses).toBeDefined();
  });
});
