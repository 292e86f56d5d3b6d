import { z } from 'zod';
import { emailField } from './auth';

/** Part 2 §3: the service types and their labels. */
export const SERVICE_TYPES = [
  'web-development',
  'seo',
  'graphic-design',
  'mobile-app',
  'digital-marketing',
  'consulting',
  'other',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  'web-development': 'Web Development',
  seo: 'SEO Optimization',
  'graphic-design': 'Graphic Design',
  'mobile-app': 'Mobile App',
  'digital-marketing': 'Digital Marketing',
  consulting: 'Tech Consulting',
  other: 'Other Services',
};

/** Part 2 §3: budgets; a range is shown with spaces around the hyphen. */
export const SERVICE_BUDGETS = ['under-5k', '5k-15k', '15k-50k', '50k-100k', 'over-100k', 'discuss'] as const;
export type ServiceBudget = (typeof SERVICE_BUDGETS)[number];
export const SERVICE_BUDGET_LABELS: Record<ServiceBudget, string> = {
  'under-5k': 'Under $5k',
  '5k-15k': '$5k - $15k',
  '15k-50k': '$15k - $50k',
  '50k-100k': '$50k - $100k',
  'over-100k': 'Over $100k',
  discuss: "Let's discuss",
};

export const SERVICE_TIMEFRAMES = [
  'asap',
  '1-month',
  '2-3-months',
  '3-6-months',
  '6-months-plus',
  'flexible',
] as const;
export type ServiceTimeframe = (typeof SERVICE_TIMEFRAMES)[number];
export const SERVICE_TIMEFRAME_LABELS: Record<ServiceTimeframe, string> = {
  asap: 'ASAP',
  '1-month': '1 month',
  '2-3-months': '2 - 3 months',
  '3-6-months': '3 - 6 months',
  '6-months-plus': '6+ months',
  flexible: 'Flexible',
};

export const SERVICE_PRIORITIES = ['low', 'medium', 'high'] as const;
export type ServicePriority = (typeof SERVICE_PRIORITIES)[number];
export const SERVICE_PRIORITY_LABELS: Record<ServicePriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export const SERVICE_COMMUNICATIONS = ['email', 'phone', 'video', 'text'] as const;
export type ServiceCommunication = (typeof SERVICE_COMMUNICATIONS)[number];
export const SERVICE_COMMUNICATION_LABELS: Record<ServiceCommunication, string> = {
  email: 'Email',
  phone: 'Phone',
  video: 'Video call',
  text: 'Text message',
};

/** Part 2 §4: the statuses; underscores show as spaces; any status may follow any other. */
export const SERVICE_REQUEST_STATUSES = [
  'pending',
  'reviewed',
  'quoted',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];
/** Part 2 §4: the badge colours. */
export const SERVICE_REQUEST_STATUS_COLORS: Record<ServiceRequestStatus, string> = {
  pending: 'yellow',
  reviewed: 'blue',
  quoted: 'purple',
  in_progress: 'orange',
  completed: 'green',
  cancelled: 'red',
};
export const serviceRequestStatusLabel = (status: string) => status.replaceAll('_', ' ');

// Caps keep one request from storing megabytes; a description of 5,000 characters is two pages.
export const MAX_SERVICE_TITLE_LENGTH = 200;
export const MAX_SERVICE_DESCRIPTION_LENGTH = 5_000;
export const MAX_SERVICE_NAME_LENGTH = 100;
export const MAX_SERVICE_COMPANY_LENGTH = 200;
export const MAX_SERVICE_PHONE_LENGTH = 40;
export const MAX_SERVICE_WEBSITE_LENGTH = 2_048;
export const MAX_SERVICE_ADMIN_NOTES_LENGTH = 10_000;
// Twelve digits with two decimals fit the column (numeric(12, 2)).
export const MAX_SERVICE_ESTIMATED_COST = 9_999_999_999.99;

// Titles and names go into mail subjects and headers: a line break would start a header of its own.
const LINE_BREAK = /[\r\n\u2028\u2029]/;

const requiredLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .refine((v) => !LINE_BREAK.test(v), `${label} must be a single line`);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

// An optional field left empty is absent: '' and whitespace become undefined.
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

// Nothing chosen (absent, or the wizard's empty choice) is "required"; a value outside the list names the list.
const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? `${label} is required`
        : `${label} must be one of: ${values.join(', ')}`,
  });

/** Step 1: what is wanted (part 2 §5: serviceType, projectTitle, projectDescription). */
export const serviceRequestStep1 = z.object({
  serviceType: choice(SERVICE_TYPES, 'Service type'),
  projectTitle: requiredLine('Project title', MAX_SERVICE_TITLE_LENGTH),
  projectDescription: requiredText('Project description', MAX_SERVICE_DESCRIPTION_LENGTH),
  specificRequirements: optionalText('Specific requirements', MAX_SERVICE_DESCRIPTION_LENGTH),
});

/** Step 2: budget and timeframe required; the rest has defaults. */
export const serviceRequestStep2 = z.object({
  budget: choice(SERVICE_BUDGETS, 'Budget'),
  timeframe: choice(SERVICE_TIMEFRAMES, 'Timeframe'),
  priority: choice(SERVICE_PRIORITIES, 'Priority').default('medium'),
  hasExistingWebsite: z.boolean().default(false),
  needsHosting: z.boolean().default(false),
  needsMaintenance: z.boolean().default(false),
});

/** Step 3: who asks (firstName, lastName, email required). */
export const serviceRequestStep3 = z.object({
  firstName: requiredLine('First name', MAX_SERVICE_NAME_LENGTH),
  lastName: requiredLine('Last name', MAX_SERVICE_NAME_LENGTH),
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailField),
  company: optionalText('Company', MAX_SERVICE_COMPANY_LENGTH),
  phone: optionalText('Phone', MAX_SERVICE_PHONE_LENGTH).refine(
    (v) => v === undefined || /^\+?[0-9 ().-]{3,}$/.test(v),
    'Phone may hold only digits, spaces, +, (, ), . and -',
  ),
  website: optionalText('Website', MAX_SERVICE_WEBSITE_LENGTH).refine(
    (v) => v === undefined || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    'Website must be an http or https address',
  ),
  preferredCommunication: choice(SERVICE_COMMUNICATIONS, 'Preferred communication').default('email'),
});

/**
 * POST /api/service-requests: the three steps' fields, validated again on the server. `fax` is the
 * honeypot: hidden from people, filled by form-filling robots; a request with it set is refused.
 */
export const serviceRequestSubmission = serviceRequestStep1
  .extend(serviceRequestStep2.shape)
  .extend(serviceRequestStep3.shape)
  .extend({ fax: z.string().max(200).optional() });
export type ServiceRequestSubmission = z.input<typeof serviceRequestSubmission>;

export const serviceRequestAccepted = z.object({ id: z.number().int() });
export type ServiceRequestAccepted = z.infer<typeof serviceRequestAccepted>;

/** Part 2 §8: 'Request Submitted Successfully!': the team replies within this many hours. */
export const SERVICE_REQUEST_REPLY_HOURS = 24;

/** A request as administrators read it (part 2 §3's fields, estimatedCost a number). */
export const adminServiceRequest = z.object({
  id: z.number().int(),
  serviceType: z.enum(SERVICE_TYPES),
  projectTitle: z.string(),
  projectDescription: z.string(),
  specificRequirements: z.string().nullable(),
  budget: z.enum(SERVICE_BUDGETS),
  timeframe: z.enum(SERVICE_TIMEFRAMES),
  priority: z.enum(SERVICE_PRIORITIES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  preferredCommunication: z.enum(SERVICE_COMMUNICATIONS),
  hasExistingWebsite: z.boolean(),
  needsHosting: z.boolean(),
  needsMaintenance: z.boolean(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  adminNotes: z.string().nullable(),
  estimatedCost: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminServiceRequest = z.infer<typeof adminServiceRequest>;

export const adminServiceRequestsQuery = z.object({
  status: z.enum(SERVICE_REQUEST_STATUSES).optional(),
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
});
/**
 * The list answers at most this many requests, newest first; `total` counts every match, so the screen can
 * say that a narrower search would show the rest.
 */
export const ADMIN_SERVICE_REQUESTS_LIMIT = 500;
export const adminServiceRequestsResponse = z.object({
  requests: z.array(adminServiceRequest),
  total: z.number().int(),
});
export type AdminServiceRequestsResponse = z.infer<typeof adminServiceRequestsResponse>;
export type AdminServiceRequestsQuery = z.infer<typeof adminServiceRequestsQuery>;

/** A soft-deleted request stays this many days, restorable by the Undo of its delete, then is purged. */
export const SERVICE_REQUEST_PURGE_DAYS = 30;

/** Part 2 §3's stats answer: the counters, the five most recent, and counts by type and budget. */
export const adminServiceRequestStats = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  recent: z.array(adminServiceRequest),
  serviceTypes: z.record(z.string(), z.number().int()),
  budgetRanges: z.record(z.string(), z.number().int()),
});
export type AdminServiceRequestStats = z.infer<typeof adminServiceRequestStats>;

/** PATCH /api/admin/service-requests/{id}: status and notes always, the cost only when given. */
export const adminServiceRequestUpdate = z.object({
  status: z.enum(SERVICE_REQUEST_STATUSES, {
    error: (issue) =>
      issue.input === undefined
        ? 'Status is required'
        : `Status must be one of ${SERVICE_REQUEST_STATUSES.join(', ')}`,
  }),
  adminNotes: z
    .string({ error: 'Admin notes must be text' })
    .max(
      MAX_SERVICE_ADMIN_NOTES_LENGTH,
      `Admin notes must be at most ${MAX_SERVICE_ADMIN_NOTES_LENGTH.toLocaleString('en-US')} characters`,
    ),
  estimatedCost: z
    .number({ error: 'Estimated cost must be a number' })
    .min(0, 'Estimated cost must not be negative')
    .max(MAX_SERVICE_ESTIMATED_COST, 'Estimated cost is too large')
    .refine((v) => Math.round(v * 100) / 100 === v, 'Estimated cost may have at most two decimals')
    .optional(),
});
export type AdminServiceRequestUpdate = z.infer<typeof adminServiceRequestUpdate>;

/** One status change in a request's history. */
export const serviceRequestHistoryEntry = z.object({
  fromStatus: z.enum(SERVICE_REQUEST_STATUSES).nullable(),
  toStatus: z.enum(SERVICE_REQUEST_STATUSES),
  changedByEmail: z.string().nullable(),
  createdAt: z.string(),
});
export const serviceRequestHistoryResponse = z.array(serviceRequestHistoryEntry);
export type ServiceRequestHistoryEntry = z.infer<typeof serviceRequestHistoryEntry>;
