import { planOf } from '@botlens/contracts';
import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import { ErrorBox } from '@/components/error-box';
import { QueryState } from '@/components/query-state';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { analysesUsage, periodEndLabel } from '../account-status';
import { useBillingPortalMutation } from '../use-billing-portal-mutation';
import { type BillingUsage, useBillingUsageQuery } from '../use-billing-usage-query';

const STATUS: Record<BillingUsage['status'], { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  past_due: { label: 'Past due', variant: 'warning' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
  inactive: { label: 'Inactive', variant: 'neutral' },
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function PlanCard() {
  const usage = useBillingUsageQuery();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Plan and usage</CardTitle>
        <CardDescription>Your subscription and this month's analyses</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={usage}
          errorTitle="Could not load your plan"
          skeleton={<Skeleton className="h-40" />}
        >
          {(data) => <PlanDetails usage={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function PlanDetails({ usage }: { usage: BillingUsage }) {
  const portal = useBillingPortalMutation();
  const status = STATUS[usage.status];
  const period = periodEndLabel(usage, (iso) => dateFormat.format(new Date(iso)));
  const analyses = analysesUsage(usage.analyses);
  const month = monthFormat.format(new Date(`${usage.analyses.month}-01T00:00:00Z`));
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-semibold">{planOf(usage.tier).name} plan</p>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      {period && <p className="-mt-3 text-sm text-slate-600">{period}</p>}
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span id="usage-analyses-label" className="font-medium">
            AI SEO analyses in {month}
          </span>
          <span className="tabular-nums text-slate-600">{analyses.label}</span>
        </div>
        {analyses.percent === null ? (
          <p className="text-xs text-slate-600">Your plan has no monthly limit.</p>
        ) : (
          <Progress
            value={analyses.percent}
            aria-labelledby="usage-analyses-label"
            aria-valuetext={analyses.label}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => portal.mutate()} disabled={portal.isPending}>
          <CreditCard aria-hidden="true" />
          {portal.isPending ? 'Opening...' : 'Manage billing'}
        </Button>
        {usage.tier === 'free' && (
          <Button asChild>
            <Link href="/pricing">Upgrade</Link>
          </Button>
        )}
      </div>
      {portal.isError && <ErrorBox title="Could not open billing">{errorMessage(portal.error)}</ErrorBox>}
    </div>
  );
}
