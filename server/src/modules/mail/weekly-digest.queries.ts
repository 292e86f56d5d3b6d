import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/rows';
import { mailOutbox, users } from '../../db/schema';

export async function usersWithWeeklyDigest(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.weeklyDigest, true))
    .orderBy(users.id);
}

/** Whether a digest was already queued for this address since `since` (a second run of the same week). */
export async function digestQueuedSince(db: Database, email: string, since: Date): Promise<boolean> {
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
export function digestBotsOfUser(db: Database, userId: number, since: Date, until: Date) {
  return executeRows<DigestBotRow>(
    db,
    sql`select w.id as website_id, w.name as website_name, w.domain, r.bot_name, r.bot_type,
               sum(r.page_views) as visits, sum(r.spoofed) as spoofed,
               not exists (select 1 from bot_hourly_rollups p
                           where p.website_id = r.website_id and p.bot_name = r.bot_name
                             and p.hour < ${since.toISOString()}) as is_new
        from bot_hourly_rollups r join websites w on w.id = r.website_id
        where w.user_id = ${userId} and w.deleting_since is null
          and r.hour >= ${since.toISOString()} and r.hour < ${until.toISOString()}
        group by w.id, w.name, w.domain, r.website_id, r.bot_name, r.bot_type
        order by w.id, sum(r.page_views) desc, r.bot_name`,
  );
}
