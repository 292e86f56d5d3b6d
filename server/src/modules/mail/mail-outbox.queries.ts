import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/rows';
import { mailOutbox } from '../../db/schema';

export type ClaimedMail = {
  id: number;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  replyTo: string | null;
  attempts: number;
};

/**
 * Claims up to `limit` due pending mails for this process by moving their next attempt to `leaseUntil`:
 * SKIP LOCKED lets two processes claim at once without ever taking the same row, and the lease (rather
 * than a transaction held open while SMTP talks) keeps the database free meanwhile. A process that dies
 * mid-send leaves the mail pending; it is tried again once the lease has run out.
 */
export async function claimDueMails(
  db: Database,
  now: Date | undefined,
  leaseMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  // Without a given time, the database's clock: a mail is queued with its default now(), in microseconds,
  // which a JavaScript Date (milliseconds) taken just after could still be behind.
  const clock = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return executeRows<ClaimedMail>(
    db,
    sql`update mail_outbox set next_attempt_at = ${clock} + ${leaseMs} * interval '1 millisecond'
        where id in (
          select id from mail_outbox
          where status = 'pending' and next_attempt_at <= ${clock}
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
        returning id::int as "id", kind, to_address as "toAddress", subject, text_body as "textBody",
          html_body as "htmlBody", reply_to as "replyTo", attempts`,
  );
}

export async function markMailSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailAttemptFailed(
  db: Database,
  id: number,
  update: { attempts: number; nextAttemptAt: Date; lastError: string; failed: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: update.attempts,
      nextAttemptAt: update.nextAttemptAt,
      lastError: update.lastError,
      status: update.failed ? 'failed' : 'pending',
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * Pending mails not yet reported as unsent (no SMTP server configured), marked as reported in the same
 * statement, so the log names each mail once and not at every tick, across restarts too.
 */
export async function takeUnreportedUnsentMails(
  db: Database,
  note: string,
): Promise<Array<{ id: number; kind: string }>> {
  return executeRows(
    db,
    sql`update mail_outbox set last_error = ${note}
        where status = 'pending' and last_error is distinct from ${note}
        returning id::int as "id", kind`,
  );
}

export async function countMailsByStatus(db: Database) {
  const rows = await db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** The latest mails that have not gone out (failed, or pending with an error), newest first. */
export async function listRecentUndelivered(db: Database, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(
        sql`${mailOutbox.status} <> 'sent'`,
        sql`(${mailOutbox.status} = 'failed' or ${mailOutbox.lastError} is not null)`,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
