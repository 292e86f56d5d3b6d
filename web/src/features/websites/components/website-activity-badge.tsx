import { activityOf, type WebsiteActivity } from '@botlens/contracts';
import { Badge, type StatusVariant } from '@/components/ui/badge';

const ACTIVITY: Record<WebsiteActivity, { label: string; variant: StatusVariant; title: string }> = {
  active: { label: 'Active', variant: 'success', title: 'An event in the last 24 hours' },
  idle: { label: 'Idle', variant: 'warning', title: 'No event in the last 24 hours' },
  none: { label: 'No data', variant: 'neutral', title: 'No event received yet' },
};

/** Whether a website is receiving events: Active (the last 24 hours), Idle, or No data yet. */
export function WebsiteActivityBadge({ lastEventAt }: { lastEventAt: string | null }) {
  const activity = ACTIVITY[activityOf(lastEventAt)];
  return (
    <Badge variant={activity.variant} title={activity.title}>
      {activity.label}
    </Badge>
  );
}
