import {
  formatPlanPrice,
  INCLUDED_IN_EVERY_PLAN,
  type Plan,
  type SubscriptionTier,
} from '@botlens/contracts';
import { Check, ShieldCheck, X } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { planAction, SALES_EMAIL } from '../plan-comparison';

type PlanCardsProps = {
  plans: readonly Plan[];
  /** The signed-in user's tier: its card says Current Plan. */
  currentTier?: SubscriptionTier;
  /** Where Free's call to action goes: the home page, or on /pricing the dashboard or sign-in. */
  freeHref?: string;
  /** Pro's call to action: this handler when given (the payment view on /subscribe), else /subscribe. */
  onChoosePaid?: (plan: Plan) => void;
};

/** Part 2 §2: the three plan cards, and the footer true of every plan. */
export function PlanCards({ plans, currentTier, freeHref = '/', onChoosePaid }: PlanCardsProps) {
  return (
    <div className="space-y-6">
      <ul aria-label="Plans" className="grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.tier} className="flex">
            <PlanCard
              plan={plan}
              current={plan.tier === currentTier}
              freeHref={freeHref}
              onChoosePaid={onChoosePaid}
            />
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap items-center justify-center gap-x-2 text-center text-sm text-slate-600">
        <ShieldCheck aria-hidden="true" className="size-4 text-emerald-700" />
        All plans include {INCLUDED_IN_EVERY_PLAN.slice(0, -1).join(', ')} and {INCLUDED_IN_EVERY_PLAN.at(-1)}
        .
      </p>
    </div>
  );
}

function PlanCard({
  plan,
  current,
  freeHref,
  onChoosePaid,
}: {
  plan: Plan;
  current: boolean;
  freeHref: string;
  onChoosePaid?: (plan: Plan) => void;
}) {
  const action = planAction(plan, { freeHref, salesEmail: SALES_EMAIL });
  const titleId = `plan-${plan.tier}`;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn('relative flex w-full flex-col', plan.popular && 'border-2 border-blue-600 shadow-lg')}
    >
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap gap-2">
          {plan.popular && <Badge>Most Popular</Badge>}
          {current && <Badge variant="success">Current Plan</Badge>}
        </div>
        <CardTitle level={2} id={titleId} className="text-xl">
          {plan.name}
        </CardTitle>
        <p>
          <span className="text-4xl font-bold tracking-tight">{formatPlanPrice(plan)}</span>
          <span className="text-slate-600">/{plan.period}</span>
        </p>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <ul aria-label={`${plan.name} features`} className="space-y-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              {feature}
            </li>
          ))}
        </ul>
        {plan.limitations.length > 0 && (
          <ul aria-label={`${plan.name} limitations`} className="space-y-2 text-sm text-slate-600">
            {plan.limitations.map((limitation) => (
              <li key={limitation} className="flex gap-2">
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                {limitation}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        {action.kind === 'subscribe' && onChoosePaid ? (
          <Button className="w-full" onClick={() => onChoosePaid(plan)}>
            {plan.ctaText}
          </Button>
        ) : action.kind === 'mail' ? (
          <Button asChild className="w-full" variant="outline">
            <a href={action.href}>{plan.ctaText}</a>
          </Button>
        ) : (
          <Button asChild className="w-full" variant={plan.popular ? 'default' : 'outline'}>
            <Link href={action.href}>{plan.ctaText}</Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
