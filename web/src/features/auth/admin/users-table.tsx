import { planOf, type User } from '@botlens/contracts';
import { Badge } from '@/components/ui/badge';
import { TableScroll } from '@/components/ui/table-scroll';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function formatCreatedAt(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DATE_FORMAT.format(date);
}

export function UsersTable({ users }: { users: readonly User[] }) {
  return (
    <TableScroll label="Registered users" className="rounded-lg border">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">Registered users</caption>
        <thead className="bg-slate-100/60 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              User
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Role
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Created
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`.trim();
            return (
              <tr key={user.id} className="bg-white hover:bg-slate-100/40">
                <td className="px-4 py-3">
                  <div className="font-medium text-slate-900">{name || '—'}</div>
                  <div className="text-slate-600">{user.email}</div>
                </td>
                <td className="px-4 py-3">
                  {user.role === 'admin' ? (
                    <Badge variant="destructive">Admin</Badge>
                  ) : (
                    <Badge variant="secondary">User</Badge>
                  )}
                </td>
                <td className="px-4 py-3">
                  <Badge variant="outline">{planOf(user.subscriptionTier).name}</Badge>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  <time dateTime={user.createdAt}>{formatCreatedAt(user.createdAt)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
