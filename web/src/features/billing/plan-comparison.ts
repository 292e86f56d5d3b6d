import type { Plan, PlanGrant } from '@botlens/contracts';

/** One row of the Compare Features table: a feature, and what each plan (in the order given) has of it. */
export type ComparisonRow = { feature: string; values: string[] };

const GRANT_ROWS: ReadonlyArray<[PlanGrant, string]> = [
  ['chatgptIndexing', 'ChatGPT indexing'],
  ['customRobotsTxt', 'Custom robots.txt and server rules'],
  ['advancedAnalytics', 'Advanced analytics'],
  ['detailedReports', 'Detailed PDF reports'],
  ['teamManagement', 'Team management'],
  ['whiteLabelReports', 'White-label reports'],
  ['apiAccess', 'API access'],
];

const countOf = (value: number | null) => (value === null ? 'Unlimited' : String(value));

/**
 * The Compare Features table, from the plan rows as the server holds them (so that an edited limit or grant
 * shows here as it is enforced): the price, the limits, then each grant.
 */
export function comparisonRows(plans: readonly Plan[], formatPrice: (plan: Plan) => string): ComparisonRow[] {
  return [
    { feature: 'Price', values: plans.map((plan) => `${formatPrice(plan)}/${plan.period}`) },
    { feature: 'Bot traffic monitoring', values: plans.map(() => 'Included') },
    {
      feature: 'AI SEO analyses per month',
      values: plans.map((plan) => countOf(plan.limits.monthlyAnalyses)),
    },
    { feature: 'Team members', values: plans.map((plan) => countOf(plan.limits.teamMembers)) },
    ...GRANT_ROWS.map(([grant, feature]) => ({
      feature,
      values: plans.map((plan) => (plan.grants.includes(grant) ? 'Included' : 'Not included')),
    })),
  ];
}

/** Where a plan card's call to action goes (part 2 §2). */
export type PlanAction =
  | { kind: 'link'; href: string }
  | { kind: 'mail'; href: string }
  | { kind: 'subscribe'; href: string };

/** Where Contact Sales writes to. Placeholder address, like the landing page's: replace with the real inbox. */
export const SALES_EMAIL = 'sales@botlens.example';

/** Part 2 §2: the sales address's subject for an Enterprise inquiry. */
export const ENTERPRISE_INQUIRY_SUBJECT = 'Enterprise Plan Inquiry';

/**
 * Free goes to the home page (on /pricing: the dashboard when signed in, otherwise sign-in), Enterprise
 * opens an e-mail to sales, Pro (and any other paid plan) goes to /subscribe.
 */
export function planAction(
  plan: Pick<Plan, 'tier' | 'priceCents'>,
  options: { freeHref: string; salesEmail: string },
): PlanAction {
  if (plan.tier === 'free') return { kind: 'link', href: options.freeHref };
  if (plan.tier === 'enterprise')
    return {
      kind: 'mail',
      href: `mailto:${options.salesEmail}?subject=${encodeURIComponent(ENTERPRISE_INQUIRY_SUBJECT)}`,
    };
  return { kind: 'subscribe', href: '/subscribe' };
}
