import {
  type AdminServiceRequest,
  SERVICE_BUDGET_LABELS,
  SERVICE_PRIORITY_LABELS,
  SERVICE_TIMEFRAME_LABELS,
  SERVICE_TYPE_LABELS,
} from '@botlens/contracts';

/** The labels of part 2 §3 for a request's coded fields. */
export const serviceLabel = (request: Pick<AdminServiceRequest, 'serviceType'>) =>
  SERVICE_TYPE_LABELS[request.serviceType];
export const budgetLabel = (request: Pick<AdminServiceRequest, 'budget'>) =>
  SERVICE_BUDGET_LABELS[request.budget];
export const timeframeLabel = (request: Pick<AdminServiceRequest, 'timeframe'>) =>
  SERVICE_TIMEFRAME_LABELS[request.timeframe];
export const priorityLabel = (request: Pick<AdminServiceRequest, 'priority'>) =>
  SERVICE_PRIORITY_LABELS[request.priority];
export const clientName = (request: Pick<AdminServiceRequest, 'firstName' | 'lastName'>) =>
  `${request.firstName} ${request.lastName}`;

const CREATED = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const CHANGED = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const createdDate = (iso: string) => CREATED.format(new Date(iso));
export const changedAt = (iso: string) => CHANGED.format(new Date(iso));
