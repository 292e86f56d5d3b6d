import type { Database, Transaction } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** What a mail says; addresses and subject are checked for header injection before it is queued. */
export type OutgoingMail = {
  kind:
    | 'support-message'
    | 'newsletter-confirmation'
    | 'weekly-digest'
    | 'payment-failed'
    | 'registration-invitation'
    | 'service-request'
    | 'service-request-confirmation';
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

// A line break in a header would start a header of its own (header injection); no legitimate value has one.
const HEADER_BREAK = /[\r\n\u2028\u2029]/;

/**
 * Queues a mail in the outbox (pass the transaction of what caused it, so that both or neither are kept);
 * the outbox job sends it. Refuses a header value with a line break: callers validate input, so one here is
 * a bug, not a user's mistake.
 */
export async function enqueueMail(db: Database | Transaction, mail: OutgoingMail): Promise<number> {
  for (const [name, value] of [
    ['to', mail.to],
    ['subject', mail.subject],
    ['replyTo', mail.replyTo ?? ''],
  ] as const) {
    if (HEADER_BREAK.test(value)) throw new Error(`mail ${name} holds a line break`);
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail was not queued');
  return row.id;
}
