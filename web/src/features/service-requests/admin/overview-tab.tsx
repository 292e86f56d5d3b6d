import type { AdminServiceRequest, AdminServiceRequestStats } from '@botlens/contracts';
import { Briefcase, CheckCircle2, Clock, Eye, Loader } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { STAT_GRID, StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { timeAgo } from '@/features/analytics/analytics-format';
import { clientName, serviceLabel } from './service-request-labels';
import { ServiceRequestStatusBadge } from './service-request-status-badge';

const NUMBER = new Intl.NumberFormat('en-US');

/** Part 2 §2: Total Requests, Pending, In Progress, Completed. */
export function ServiceRequestStatCards({ stats }: { stats: AdminServiceRequestStats }) {
  return (
    <div className={STAT_GRID}>
      <StatCard title="Total Requests" icon={Briefcase} value={NUMBER.format(stats.total)} />
      <StatCard title="Pending" icon={Clock} tone="warning" value={NUMBER.format(stats.pending)} />
      <StatCard title="In Progress" icon={Loader} tone="info" value={NUMBER.format(stats.inProgress)} />
      <StatCard title="Completed" icon={CheckCircle2} tone="success" value={NUMBER.format(stats.completed)} />
    </div>
  );
}

/** The five newest: title, status, client, service, how long ago, and View (the edit dialog). */
function RecentRequests({
  recent,
  onView,
}: {
  recent: readonly AdminServiceRequest[];
  onView: (request: AdminServiceRequest) => void;
}) {
  const now = Date.now();
  if (recent.length === 0) {
    return <EmptyState icon={<Briefcase className="size-8" />} title="No service requests found" />;
  }
  return (
    <ul className="divide-y">
      {recent.map((request) => (
        <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="break-words font-medium">{request.projectTitle}</span>
              <ServiceRequestStatusBadge status={request.status} />
            </div>
            <p className="break-words text-sm text-muted-foreground">
              {clientName(request)} · {serviceLabel(request)} ·{' '}
              <time dateTime={request.createdAt}>{timeAgo(request.createdAt, now)}</time>
            </p>
          </div>
          <Button size="sm" variant="outline" onClick={() => onView(request)}>
            <Eye aria-hidden="true" />
            View
            <span className="sr-only"> {request.projectTitle}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Part 2 §2, Overview & Stats. */
export function OverviewTab({
  stats,
  onView,
}: {
  stats: AdminServiceRequestStats;
  onView: (request: AdminServiceRequest) => void;
}) {
  return (
    <div className="space-y-6">
      <ServiceRequestStatCards stats={stats} />
      <Card>
        <CardHeader>
          <CardTitle>Recent Requests</CardTitle>
        </CardHeader>
        <CardContent>
          <RecentRequests recent={stats.recent} onView={onView} />
        </CardContent>
      </Card>
    </div>
  );
}
