import {
  type AdminPlanUpdateRequest,
  PLAN_LINE_MAX_CHARS,
  PLAN_LIST_MAX_ITEMS,
  PLAN_MAX_PRICE_CENTS,
  type Plan,
} from '@botlens/contracts';

/** The Pricing tab's form of one plan, as typed: a price in dollars, lists as lines, a limit or blank. */
export type PlanForm = {
  price: string;
  description: string;
  features: string;
  limitations: string;
  popular: boolean;
  ctaText: string;
  /** Blank: unlimited. */
  monthlyAnalyses: string;
};

export type PlanFormErrors = Partial<Record<keyof PlanForm, string>>;

export function formOfPlan(plan: Plan): PlanForm {
  return {
    price: (plan.priceCents / 100).toFixed(2),
    description: plan.description,
    features: plan.features.join('\n'),
    limitations: plan.limitations.join('\n'),
    popular: plan.popular,
    ctaText: plan.ctaText,
    monthlyAnalyses: plan.limits.monthlyAnalyses === null ? '' : String(plan.limits.monthlyAnalyses),
  };
}

/** One item a line, blank lines dropped (they are spacing, not items). */
function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function linesError(lines: string[]): string | undefined {
  if (lines.length > PLAN_LIST_MAX_ITEMS) return `At most ${PLAN_LIST_MAX_ITEMS} lines.`;
  const long = lines.findIndex((line) => line.length > PLAN_LINE_MAX_CHARS);
  if (long >= 0) return `Line ${long + 1} is longer than ${PLAN_LINE_MAX_CHARS} characters.`;
  return undefined;
}

/**
 * The request of a filled-in form, or what is wrong with it, field by field, in the server's bounds. The
 * price is dollars with at most two decimals ('19', '19.5', '19.99'), sent in cents.
 */
export function requestOfForm(
  form: PlanForm,
): { request: AdminPlanUpdateRequest; errors?: undefined } | { errors: PlanFormErrors; request?: undefined } {
  const errors: PlanFormErrors = {};
  const price = form.price.trim().replace(/^\$/, '');
  const priceCents = /^\d{1,5}(\.\d{1,2})?$/.test(price) ? Math.round(Number(price) * 100) : Number.NaN;
  if (!Number.isFinite(priceCents)) errors.price = 'Enter a price in dollars, like 19 or 19.99.';
  else if (priceCents > PLAN_MAX_PRICE_CENTS) errors.price = `At most $${PLAN_MAX_PRICE_CENTS / 100}.`;
  const description = form.description.trim();
  if (description === '') errors.description = 'Enter a description.';
  else if (description.length > 300) errors.description = 'At most 300 characters.';
  const features = linesOf(form.features);
  const limitations = linesOf(form.limitations);
  const featuresError = linesError(features);
  if (featuresError) errors.features = featuresError;
  const limitationsError = linesError(limitations);
  if (limitationsError) errors.limitations = limitationsError;
  const ctaText = form.ctaText.trim();
  if (ctaText === '') errors.ctaText = 'Enter the button text.';
  else if (ctaText.length > 40) errors.ctaText = 'At most 40 characters.';
  const analyses = form.monthlyAnalyses.trim();
  const monthlyAnalyses = analyses === '' ? null : /^\d{1,6}$/.test(analyses) ? Number(analyses) : Number.NaN;
  if (monthlyAnalyses !== null && (!Number.isFinite(monthlyAnalyses) || monthlyAnalyses > 100_000)) {
    errors.monthlyAnalyses = 'Enter a whole number up to 100000, or leave it blank for unlimited.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      priceCents,
      description,
      features,
      limitations,
      popular: form.popular,
      ctaText,
      monthlyAnalyses,
    },
  };
}
