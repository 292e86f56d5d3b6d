import { RefreshCw } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ReclassificationDetails } from './reclassification-details';
import { useReclassificationQuery } from './use-reclassification-query';
import { useStartReclassificationMutation } from './use-start-reclassification-mutation';

function StartButton({ running }: { running: boolean }) {
  const start = useStartReclassificationMutation();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={running || start.isPending}>
          <RefreshCw aria-hidden="true" />
          Reclassify now
        </Button>
      }
      title="Reclassify stored history now?"
      description="Every stored hit, session and rollup is read again and renamed to the current bot registry, in the background. Tracking goes on meanwhile; on a large database this takes a few minutes."
      confirmLabel="Reclassify"
      pendingLabel="Starting..."
      destructive={false}
      pending={start.isPending}
      onConfirm={() => start.mutateAsync()}
    />
  );
}

/**
 * The administrator's view of bot classification: whether stored history uses the names and types of the
 * registry this server runs, the progress of the run that brings it there, and a way to start one now.
 */
export function BotClassificationTab() {
  const state = useReclassificationQuery();
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Bot classification</CardTitle>
          <CardDescription>Stored hits and rollups follow the bot registry after an upgrade.</CardDescription>
        </div>
        <StartButton running={state.data?.running ?? false} />
      </CardHeader>
      <CardContent>
        <QueryState
          query={state}
          errorTitle="Could not load the bot classification"
          skeleton={<TableSkeleton rows={4} />}
        >
          {(data) => <ReclassificationDetails state={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
