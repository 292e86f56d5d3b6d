import { MONEY_BACK_GUARANTEE_DAYS, type Plan } from '@botlens/contracts';

export type PricingFaqItem = { question: string; answer: string };

const analysesOf = (plan: Plan | undefined) =>
  plan?.limits.monthlyAnalyses === null || plan === undefined
    ? 'unlimited AI SEO analyses'
    : `${plan.limits.monthlyAnalyses} AI SEO analyses a month`;

/**
 * The pricing page's questions (part 2 §2 and §4: upgrades are immediate, downgrades and cancellations take
 * effect at the end of the period). Built from the plan rows, so a changed limit reads true here too.
 */
export function pricingFaq(plans: readonly Plan[]): PricingFaqItem[] {
  const free = plans.find((plan) => plan.tier === 'free');
  const pro = plans.find((plan) => plan.tier === 'pro');
  return [
    {
      question: 'What does the free plan include?',
      answer: `Bot traffic monitoring for your websites and ${analysesOf(free)}, with no credit card needed. The analyses renew on the first day of each month (UTC).`,
    },
    {
      question: 'What happens when I upgrade?',
      answer: `The upgrade takes effect at once: ${pro ? `${pro.name} features such as ${analysesOf(pro)}, ChatGPT indexing and custom robots.txt` : 'the paid features'} are available as soon as the payment is confirmed.`,
    },
    {
      question: 'Can I cancel or downgrade at any time?',
      answer:
        'Yes. A cancellation or a downgrade takes effect at the end of the billing period you paid for: you keep your plan until then, and nothing more is charged.',
    },
    {
      question: 'Is there a money-back guarantee?',
      answer: `Yes. Every paid plan comes with a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.`,
    },
    {
      question: 'How does the Enterprise plan work?',
      answer:
        'Contact Sales: we set up team management, white-label reports, API access and custom integrations with you, with a dedicated manager and phone support.',
    },
  ];
}
