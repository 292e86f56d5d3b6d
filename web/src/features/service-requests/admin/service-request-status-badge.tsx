import {
  SERVICE_REQUEST_STATUS_COLORS,
  type ServiceRequestStatus,
  serviceRequestStatusLabel,
} from '@botlens/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** Part 2 §4's colours as the badge's variants: yellow is the warning hue, blue info, green success, red danger. */
const VARIANT_OF_COLOR: Record<string, BadgeVariant> = {
  yellow: 'warning',
  blue: 'info',
  purple: 'purple',
  orange: 'orange',
  green: 'success',
  red: 'danger',
};

/** A request's status, underscores shown as spaces ('in progress'), in the specification's colour. */
export function ServiceRequestStatusBadge({ status }: { status: ServiceRequestStatus }) {
  return (
    <Badge
      variant={VARIANT_OF_COLOR[SERVICE_REQUEST_STATUS_COLORS[status]] ?? 'neutral'}
      className="capitalize"
    >
      {serviceRequestStatusLabel(status)}
    </Badge>
  );
}
