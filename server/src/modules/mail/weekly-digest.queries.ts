import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { executeRows } from '../../db/rows';
import { mailOutbox, users } from '../../db/schema';
import { DELETED_ACCOUNT_HASH } from '../auth/delete-account.queries';

export async function usersWithWeeklyDigest(db: Database) {
  return (
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        passwordHash: users.passwordHash,
      })
      .from(users)
      // A deleted account waits for its websites' purge before its row goes: it gets nothing meanwhile.
      .where(and(eq(users.weeklyDigest, true), ne(users.passwordHash, DELETED_ACCOUNT_HASH)))
      .orderBy(users.id)
  );
}

/** Whether a digest was already queued for this address since `since` (a second run of the same week). */
export async function digestQueuedSince(
  db: Database | Transaction,
  email: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'weekly-digest'),
        eq(mailOutbox.toAddress, email),
        gte(mailOutbox.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type DigestBotRow = {
  website_id: number;
  website_name: string;
  domain: string;
  bot_name: string;
  bot_type: string;
  visits: string;
  spoofed: string;
  is_new: boolean;
};

/**
 * A user's live websites' bots over [since, until) from the hourly rollups, with whether each bot had
 * visited that website before `since` (a new bot has not). Websites without a bot hit have no rows.
 */
export function digestBotsOfUser(db: Database | Transaction, userId: number, since: Date, until: Date) {
  return executeRows<DigestBotRow>(
    db,
    // Grouped by the bot's name alone: a bot whose type changed during the week (a registry update) is one
    // bot with its whole count, under its latest type.
    sql`select w.id as website_id, w.name as website_name, w.domain, r.bot_name, max(r.bot_type) as bot_type,
               sum(r.page_views) as visits, sum(r.spoofed) as spoofed,
               not exists (select 1 from bot_hourly_rollups p
                           where p.website_id = r.website_id and p.bot_name = r.bot_name
                             and p.hour < ${since.toISOString()}) as is_new
        from bot_hourly_rollups r join websites w on w.id = r.website_id
        where w.user_id = ${userId} and w.deleting_since is null
          and r.hour >= ${since.toISOString()} and r.hour < ${until.toISOString()}
        group by w.id, w.name, w.domain, r.website_id, r.bot_name
        order by w.id, sum(r.page_views) desc, r.bot_name`,
  );
}

/**
 * Serialises the digest of one user across processes for the rest of the transaction (an advisory lock,
 * which PGlite has too): two processes running the job at once cannot both find "not queued yet".
 */
export async function lockDigestOf(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('botlens-weekly-digest'), ${userId})`);
}
