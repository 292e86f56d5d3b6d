import { Callout } from '@/components/callout';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { PaymentStatusCard } from './payment-status-card';
import { PlanEditor } from './plan-editor';
import { useAdminPlansQuery } from './use-admin-plans-queries';

/**
 * Part 2, Pricing tab, made real: the three plans edited and saved (they drive /pricing and the limits at
 * once), and whether payments can be taken.
 */
export function PricingAdminTab() {
  const plans = useAdminPlansQuery();
  return (
    <QueryState query={plans} errorTitle="Could not load the plans" skeleton={<TableSkeleton rows={6} />}>
      {(data) => (
        <div className="space-y-6">
          <Callout tone="info" title="The displayed price is not the charged price">
            Pro is charged at the price of the Stripe Price named by STRIPE_PRICE_PRO. Changing the price here
            changes what /pricing shows, not what Stripe charges: change the Stripe Price too.
          </Callout>
          <div className="grid gap-6 lg:grid-cols-3">
            {data.plans.map((plan) => (
              // Keyed by the saved plan too, so that a save elsewhere (another tab) starts the form afresh.
              <PlanEditor key={`${plan.tier}-${JSON.stringify(plan)}`} plan={plan} />
            ))}
          </div>
          <PaymentStatusCard payment={data.payment} />
        </div>
      )}
    </QueryState>
  );
}
