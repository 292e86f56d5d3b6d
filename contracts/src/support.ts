import { z } from 'zod';
import { emailField } from './auth';

/** Part 2 §9: how soon support answers each category, and when it works. */
export const SUPPORT_CATEGORIES = ['general', 'technical', 'billing'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  general: 'General',
  technical: 'Technical',
  billing: 'Billing',
};
export const SUPPORT_RESPONSE_HOURS: Record<SupportCategory, number> = {
  general: 24,
  technical: 12,
  billing: 6,
};
export const SUPPORT_HOURS = 'Mon-Fri 9:00-18:00 UTC';

// Caps keep one message from storing megabytes; 10,000 characters is several pages of text.
export const MAX_SUPPORT_NAME_LENGTH = 100;
export const MAX_SUPPORT_SUBJECT_LENGTH = 200;
export const MAX_SUPPORT_MESSAGE_LENGTH = 10_000;

// A subject becomes a mail header: a line break would start a header of its own, so none is accepted.
const LINE_BREAK = /[\r\n\u2028\u2029]/;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

/** Part 2 §3 and §5: name, email (email type), subject and message, all required; the category is ours. */
export const supportMessageRequest = z.object({
  name: requiredText('Name', MAX_SUPPORT_NAME_LENGTH).refine(
    (v) => !LINE_BREAK.test(v),
    'Name must be a single line',
  ),
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailField),
  subject: requiredText('Subject', MAX_SUPPORT_SUBJECT_LENGTH).refine(
    (v) => !LINE_BREAK.test(v),
    'Subject must be a single line',
  ),
  message: requiredText('Message', MAX_SUPPORT_MESSAGE_LENGTH),
  category: z.enum(SUPPORT_CATEGORIES).default('general'),
});
export type SupportMessageRequest = z.input<typeof supportMessageRequest>;

export const supportMessageAccepted = z.object({
  id: z.number().int(),
  /** The category's response time, for the toast. */
  responseHours: z.number().int(),
});
export type SupportMessageAccepted = z.infer<typeof supportMessageAccepted>;

export const SUPPORT_MESSAGE_STATUSES = ['open', 'closed'] as const;

export const adminSupportMessagesQuery = z.object({
  status: z.enum(SUPPORT_MESSAGE_STATUSES).default('open'),
});

export const adminSupportMessage = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  status: z.enum(SUPPORT_MESSAGE_STATUSES),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.number().int().nullable(),
});
export type AdminSupportMessage = z.infer<typeof adminSupportMessage>;
export const adminSupportMessagesResponse = z.array(adminSupportMessage);

/** POST /api/newsletter: the answer is the same whether the address was new, pending or confirmed. */
export const newsletterSubscribeRequest = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailField),
});
export const newsletterSubscribeResponse = z.object({ message: z.string() });
export const NEWSLETTER_CHECK_INBOX = 'Check your inbox: we sent a link to confirm your subscription.';

// 32 random bytes as base64url: 43 characters.
export const newsletterTokenQuery = z.object({
  token: z.string({ error: 'token is required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid'),
});
export const newsletterTokenResponse = z.object({
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  email: z.string(),
});
export type NewsletterTokenResponse = z.infer<typeof newsletterTokenResponse>;

/** The administrator's view of the mail outbox: counts by status and the latest failures. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const adminMailOutboxResponse = z.object({
  smtpConfigured: z.boolean(),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  recent: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      toAddress: z.string(),
      subject: z.string(),
      status: z.enum(MAIL_STATUSES),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      nextAttemptAt: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminMailOutboxResponse = z.infer<typeof adminMailOutboxResponse>;

/** The Support page's documentation: Markdown pages of the repository (docs/user), rendered and sanitised. */
export const USER_DOC_SLUGS = [
  'tracking-snippet',
  'server-middleware',
  'collect-api',
  'log-import',
  'ai-readiness-audit',
  'robots-txt-tools',
  'ai-crawler-policy',
] as const;
export const userDocsIndex = z.array(z.object({ slug: z.enum(USER_DOC_SLUGS), title: z.string() }));
export const userDocParams = z.object({ slug: z.enum(USER_DOC_SLUGS) });
export const userDoc = z.object({ slug: z.enum(USER_DOC_SLUGS), title: z.string(), html: z.string() });
export type UserDoc = z.infer<typeof userDoc>;

/** The weekly digest's unsubscribe link: the user and a MAC only the server can make (no sign-in needed). */
export const digestUnsubscribeQuery = z.object({
  user: z
    .string()
    .regex(/^\d{1,10}$/, 'This link is not valid')
    .transform(Number),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid'),
});
export const digestUnsubscribeResponse = z.object({ email: z.string(), weeklyDigest: z.boolean() });
export type DigestUnsubscribeResponse = z.infer<typeof digestUnsubscribeResponse>;
