import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchField } from '@/components/ui/search-field';
import { filterUsers } from './filter-users';
import { useAdminUsersQuery } from './use-admin-users-query';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';

function UsersBody({ search }: { search: string }) {
  const users = useAdminUsersQuery();
  return (
    <QueryState query={users} errorTitle="Could not load users" skeleton={<TableSkeleton rows={4} />}>
      {(all) => {
        if (all.length === 0) {
          return (
            <EmptyState
              icon={<Users className="size-8" />}
              title="No users yet"
              description="Registered accounts will appear here."
            />
          );
        }
        const visible = filterUsers(all, search);
        return (
          <div className="space-y-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {visible.length} of {all.length} users
            </p>
            <UsersTable users={visible} empty={`No users found: nothing matches “${search.trim()}”.`} />
          </div>
        );
      }}
    </QueryState>
  );
}

/** The administrator's list of accounts: a card, a search in its toolbar, the states of the read, a table. */
export function UserManagementTab() {
  const [search, setSearch] = useState('');

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>User Management</CardTitle>
          <CardDescription>Everyone with a BotLens account.</CardDescription>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <SearchField
            label="Search users by email or name"
            placeholder="Search by email or name..."
            value={search}
            onValueChange={setSearch}
            className="w-full sm:w-72"
          />
          <UserFormDialog
            trigger={
              <Button>
                <Plus aria-hidden="true" />
                Create User
              </Button>
            }
          />
        </div>
      </CardHeader>
      <CardContent>
        <UsersBody search={search} />
      </CardContent>
    </Card>
  );
}
