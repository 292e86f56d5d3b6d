import { serviceRequestStatusLabel } from '@botlens/contracts';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { changedAt } from './service-request-labels';
import { useServiceRequestHistoryQuery } from './use-admin-service-requests-queries';

/** The request's status changes, oldest first, with who made each and when. */
export function ServiceRequestHistory({ requestId }: { requestId: number }) {
  const history = useServiceRequestHistoryQuery(requestId);
  return (
    <section aria-labelledby={`history-${requestId}`} className="space-y-2">
      <h3 id={`history-${requestId}`} className="text-sm font-semibold">
        Status history
      </h3>
      {history.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : history.isError || !history.data ? (
        <LoadError
          title="Could not load the status history"
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No status changes yet.</p>
      ) : (
        <ol className="space-y-1 text-sm">
          {history.data.map((entry) => (
            <li key={`${entry.createdAt}-${entry.toStatus}`} className="break-words">
              <span className="capitalize">
                {entry.fromStatus ? `${serviceRequestStatusLabel(entry.fromStatus)} → ` : 'Sent as '}
                {serviceRequestStatusLabel(entry.toStatus)}
              </span>
              <span className="text-muted-foreground">
                {' '}
                by {entry.changedByEmail ?? 'the client'},{' '}
                <time dateTime={entry.createdAt}>{changedAt(entry.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
