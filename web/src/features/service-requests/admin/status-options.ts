import { SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from '@botlens/contracts';

/** Part 2 §2's status names, as the filter and the edit dialog list them. */
const STATUS_NAMES: Record<ServiceRequestStatus, string> = {
  pending: 'Pending',
  reviewed: 'Reviewed',
  quoted: 'Quoted',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const STATUS_OPTIONS = SERVICE_REQUEST_STATUSES.map((value) => ({
  value,
  label: STATUS_NAMES[value],
}));

/** The filter's first choice: every status. */
export const ALL_STATUSES = 'all';
export const STATUS_FILTER_OPTIONS = [{ value: ALL_STATUSES, label: 'All Statuses' }, ...STATUS_OPTIONS];
