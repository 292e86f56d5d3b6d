import { type ServiceRequestStatus, serviceRequestStatusLabel } from '@botlens/contracts';
import { Badge } from '@/components/ui/badge';
import { statusBadgeVariant } from './status-badge-variant';

/** A request's status, underscores shown as spaces ('in progress'), in the specification's colour. */
export function ServiceRequestStatusBadge({ status }: { status: ServiceRequestStatus }) {
  return (
    <Badge variant={statusBadgeVariant(status)} className="capitalize">
      {serviceRequestStatusLabel(status)}
    </Badge>
  );
}
