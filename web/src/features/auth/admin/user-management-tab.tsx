import { Search, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { filterUsers } from './filter-users';
import { useAdminUsersQuery } from './use-admin-users-query';
import { UsersTable } from './users-table';

function UsersBody({ search }: { search: string }) {
  const { data: users, isPending, error } = useAdminUsersQuery();

  if (isPending) {
    return (
      <div role="status" aria-label="Loading users" className="space-y-2">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (!users) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Could not load users{error ? `: ${errorMessage(error)}` : '. Your session may have ended.'}
      </p>
    );
  }

  const visible = filterUsers(users, search);
  if (visible.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <Users aria-hidden="true" className="size-8 text-slate-600" />
        <p className="font-medium">{users.length === 0 ? 'No users yet' : 'No users found'}</p>
        <p className="text-sm text-slate-600">
          {users.length === 0
            ? 'Registered accounts will appear here.'
            : `Nothing matches “${search.trim()}”.`}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {visible.length} of {users.length} users
      </p>
      <UsersTable users={visible} />
    </div>
  );
}

export function UserManagementTab() {
  const [search, setSearch] = useState('');
  const searchId = useId();

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>User Management</CardTitle>
          <CardDescription>Everyone with a BotLens account.</CardDescription>
        </div>
        <div className="relative w-full sm:w-72">
          <Label htmlFor={searchId} className="sr-only">
            Search users by email or name
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-600"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search by email or name..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </CardHeader>
      <CardContent>
        <UsersBody search={search} />
      </CardContent>
    </Card>
  );
}
