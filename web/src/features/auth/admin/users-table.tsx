import { planOf, SUBSCRIPTION_TIERS, type User } from '@botlens/contracts';
import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function formatCreatedAt(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DATE_FORMAT.format(date);
}

function fullName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

const TIER_VARIANTS: Record<User['subscriptionTier'], BadgeVariant> = {
  free: 'outline',
  pro: 'info',
  enterprise: 'success',
};

const USER_COLUMNS: DataTableColumn<User>[] = [
  {
    id: 'user',
    header: 'User',
    isRowHeader: true,
    sortValue: (user) => fullName(user) || user.email,
    cell: (user) => (
      <>
        <span className="block font-medium text-foreground">{fullName(user) || '—'}</span>
        <span className="block break-all text-muted-foreground">{user.email}</span>
      </>
    ),
  },
  {
    id: 'role',
    header: 'Role',
    sortValue: (user) => user.role,
    cell: (user) =>
      user.role === 'admin' ? (
        <Badge variant="destructive">Admin</Badge>
      ) : (
        <Badge variant="neutral">User</Badge>
      ),
  },
  {
    id: 'plan',
    header: 'Plan',
    sortValue: (user) => SUBSCRIPTION_TIERS.indexOf(user.subscriptionTier),
    cell: (user) => (
      <Badge variant={TIER_VARIANTS[user.subscriptionTier]}>{planOf(user.subscriptionTier).name}</Badge>
    ),
  },
  {
    id: 'created',
    header: 'Created',
    sortValue: (user) => Date.parse(user.createdAt),
    sortFirst: 'desc',
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: (user) => <time dateTime={user.createdAt}>{formatCreatedAt(user.createdAt)}</time>,
  },
];

/** Every account, sortable by each column; `empty` says why a filtered list shows none. */
export function UsersTable({ users, empty }: { users: readonly User[]; empty?: ReactNode }) {
  return (
    <DataTable
      caption="Registered users"
      columns={USER_COLUMNS}
      rows={users}
      rowKey={(user) => user.id}
      className="min-w-[640px]"
      empty={empty}
    />
  );
}
