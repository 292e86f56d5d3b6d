import type { Preferences } from '@botlens/contracts';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePreferencesQuery } from '../use-preferences-query';
import { PreferencesForm } from './preferences-form';

export function PreferencesTab() {
  const preferences = usePreferencesQuery();
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle level={2}>Preferences</CardTitle>
        <CardDescription>How your charts and exports read, and what we e-mail you</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={preferences}
          errorTitle="Could not load your preferences"
          skeleton={<Skeleton className="h-64" />}
        >
          {(saved: Preferences) => <PreferencesForm saved={saved} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
