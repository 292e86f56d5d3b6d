import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { useUserQuery } from '@/features/auth/use-user-query';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** Part 2: the profile's fields are read-only. */
export function AccountDetailsCard() {
  const user = useUserQuery();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Profile</CardTitle>
        <CardDescription>Your account details</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={user}
          errorTitle="Could not load your profile"
          skeleton={<Skeleton className="h-48" />}
        >
          {(account) => (
            <div className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField id="profile-first-name" label="First Name" value={account.firstName} readOnly />
                <TextField id="profile-last-name" label="Last Name" value={account.lastName} readOnly />
              </div>
              <TextField id="profile-email" label="Email" type="email" value={account.email} readOnly />
              <TextField
                id="profile-member-since"
                label="Member Since"
                value={dateFormat.format(new Date(account.createdAt))}
                readOnly
              />
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
