import { type AdminUser, planOf, SUBSCRIPTION_TIERS } from '@botlens/contracts';
import { type ReactNode, useMemo } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useUserQuery } from '../use-user-query';
import { UserRowActions } from './user-row-actions';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function formatCreatedAt(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DATE_FORMAT.format(date);
}

function fullName(user: AdminUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

const TIER_VARIANTS: Record<AdminUser['subscriptionTier'], BadgeVariant> = {
  free: 'outline',
  pro: 'info',
  enterprise: 'success',
};

function userColumns(selfId: number | undefined): DataTableColumn<AdminUser>[] {
  return [
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
      // The stored role; the reserved administrator (ADMIN_EMAIL) is labelled so.
      cell: (user) =>
        user.role === 'admin' ? (
          <>
            <Badge variant="destructive">Admin</Badge>
            {user.reservedAdmin && <span className="block text-xs text-muted-foreground">ADMIN_EMAIL</span>}
          </>
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
    {
      id: 'actions',
      header: 'Actions',
      cell: (user) => <UserRowActions user={user} isSelf={user.id === selfId} />,
    },
  ];
}

/** Every account, sortable by each column; `empty` says why a filtered list shows none. */
export function UsersTable({ users, empty }: { users: readonly AdminUser[]; empty?: ReactNode }) {
  const self = useUserQuery().data;
  const columns = useMemo(() => userColumns(self?.id), [self?.id]);
  return (
    <DataTable
      caption="Registered users"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      className="min-w-[760px]"
      empty={empty}
    />
  );
}
