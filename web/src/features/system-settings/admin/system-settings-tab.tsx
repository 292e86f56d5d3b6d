import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSystemSettingsQuery } from '../use-system-settings-queries';
import { InvitationsCard } from './invitations-card';
import { SystemSettingsForm } from './system-settings-form';

/** The administrator's System Settings tab: the five settings, and invitations to register. */
export function SystemSettingsTab() {
  const settings = useSystemSettingsQuery();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>System Settings</CardTitle>
          <CardDescription>
            Stored in the database and in force within seconds, without a restart.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={settings}
            errorTitle="Could not load the settings"
            skeleton={<Skeleton className="h-64 w-full" />}
          >
            {(saved) => <SystemSettingsForm key={saved.updatedAt} saved={saved} />}
          </QueryState>
        </CardContent>
      </Card>
      <InvitationsCard />
    </div>
  );
}
