import { and, eq, notExists } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { seoAudits, sessions, users, websites } from '../../db/schema';

/**
 * What an account's row holds while its websites are purged: no real hash looks like it (scrypt$…), so
 * nobody signs in with it, and it marks the row for deleteEmptiedAccounts.
 */
export const DELETED_ACCOUNT_HASH = '!account-deleted';

/**
 * In one transaction: the account's websites marked for the purge (the delete path of a single website),
 * its audits and sessions gone, and the row itself made unusable, its address freed for a new account. The
 * row goes now when no website holds it, else once the purge has deleted them (their hits are deleted in
 * small steps; deleting the row would cascade to every hit in one statement).
 */
export async function markAccountDeleted(
  db: Database,
  userId: number,
  alsoInTransaction?: (tx: Transaction) => Promise<void>,
): Promise<{ trackingId: string; ingestKey: string }[]> {
  const marked = await db.transaction(async (tx) => {
    await alsoInTransaction?.(tx);
    const sites = await tx
      .update(websites)
      .set({ deletingSince: new Date() })
      .where(eq(websites.userId, userId))
      .returning({ trackingId: websites.trackingId, ingestKey: websites.ingestKey });
    await tx.delete(seoAudits).where(eq(seoAudits.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .update(users)
      .set({
        email: `deleted-account-${userId}@deleted.invalid`,
        passwordHash: DELETED_ACCOUNT_HASH,
        firstName: '',
        lastName: '',
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        weeklyDigest: false,
      })
      .where(eq(users.id, userId));
    return sites;
  });
  await deleteEmptiedAccounts(db);
  return marked;
}

/** Deletes the rows of deleted accounts whose websites the purge has finished; runs again after each purge. */
export async function deleteEmptiedAccounts(db: Database): Promise<number> {
  const deleted = await db
    .delete(users)
    .where(
      and(
        eq(users.passwordHash, DELETED_ACCOUNT_HASH),
        notExists(db.select({ id: websites.id }).from(websites).where(eq(websites.userId, users.id))),
      ),
    )
    .returning({ id: users.id });
  return deleted.length;
}
