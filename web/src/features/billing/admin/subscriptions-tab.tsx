import { type AdminUser, planOf, SUBSCRIPTION_TIERS, type SubscriptionStatus } from '@botlens/contracts';
import { Building2, CreditCard, Sparkles, User } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { StatCard } from '@/components/stat-card';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useAdminUsersQuery } from '@/features/auth/admin/use-admin-users-query';
import { ManageSubscriptionDialog, statusLabel } from './manage-subscription-dialog';

const STATUS_VARIANTS: Record<SubscriptionStatus, BadgeVariant> = {
  active: 'success',
  inactive: 'neutral',
  cancelled: 'danger',
  past_due: 'warning',
};
const TIER_ICONS = { free: User, pro: Sparkles, enterprise: Building2 } as const;

const COLUMNS: DataTableColumn<AdminUser>[] = [
  {
    id: 'user',
    header: 'User',
    isRowHeader: true,
    sortValue: (user) => user.email,
    cell: (user) => (
      <>
        <span className="block font-medium">{`${user.firstName} ${user.lastName}`.trim() || '—'}</span>
        <span className="block break-all text-muted-foreground">{user.email}</span>
      </>
    ),
  },
  {
    id: 'tier',
    header: 'Tier',
    sortValue: (user) => SUBSCRIPTION_TIERS.indexOf(user.subscriptionTier),
    cell: (user) => <Badge variant="info">{planOf(user.subscriptionTier).name}</Badge>,
  },
  {
    id: 'status',
    header: 'Status',
    sortValue: (user) => user.subscriptionStatus,
    cell: (user) => (
      <Badge variant={STATUS_VARIANTS[user.subscriptionStatus]}>{statusLabel(user.subscriptionStatus)}</Badge>
    ),
  },
  {
    id: 'usage',
    header: 'Usage',
    sortValue: (user) => user.monthlyAnalysesUsed,
    cellClassName: 'whitespace-nowrap',
    cell: (user) => `${user.monthlyAnalysesUsed} / ${user.monthlyAnalysesLimit}`,
  },
  { id: 'manage', header: 'Actions', cell: (user) => <ManageSubscriptionDialog user={user} /> },
];

/** Part 2, Subscriptions tab: how many accounts are on each plan, and each account's subscription. */
export function SubscriptionsTab() {
  const users = useAdminUsersQuery();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription Management</CardTitle>
        <CardDescription>Plans, statuses and this month's analyses of every account.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={users}
          errorTitle="Could not load subscriptions"
          skeleton={<TableSkeleton rows={4} />}
        >
          {(all) => (
            <div className="space-y-6">
              <div className="grid gap-4 sm:grid-cols-3">
                {SUBSCRIPTION_TIERS.map((tier) => (
                  <StatCard
                    key={tier}
                    title={`${planOf(tier).name} Users`}
                    icon={TIER_ICONS[tier] ?? CreditCard}
                    value={all.filter((user) => user.subscriptionTier === tier).length}
                  />
                ))}
              </div>
              <DataTable
                caption="Subscriptions"
                columns={COLUMNS}
                rows={all}
                rowKey={(user) => user.id}
                className="min-w-[640px]"
                empty="No users yet."
              />
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
