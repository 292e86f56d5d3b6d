import { SERVICE_REQUEST_STATUS_COLORS, type ServiceRequestStatus } from '@botlens/contracts';
import type { BadgeVariant } from '@/components/ui/badge';

/** Part 2 §4's colours as the badge's variants: yellow is the warning hue, blue info, green success, red danger. */
const VARIANT_OF_COLOR: Record<string, BadgeVariant> = {
  yellow: 'warning',
  blue: 'info',
  purple: 'purple',
  orange: 'orange',
  green: 'success',
  red: 'danger',
};

/** The badge variant of a request's status; a colour without a variant would read as neutral grey. */
export function statusBadgeVariant(status: ServiceRequestStatus): BadgeVariant {
  return VARIANT_OF_COLOR[SERVICE_REQUEST_STATUS_COLORS[status]] ?? 'neutral';
}
