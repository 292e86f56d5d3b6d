import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

export async function findSubscriberByEmail(db: Database | Transaction, email: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row ?? null;
}

export async function findSubscriberByTokenSha256(db: Database, tokenSha256: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.tokenSha256, tokenSha256));
  return row ?? null;
}

/**
 * Starts (or starts again) an address's double opt-in with a new token: a new address, one never
 * confirmed, or one that unsubscribed. The unique index on the address decides a race between two
 * requests: the later one takes over the row with its own token.
 */
export async function upsertPendingSubscriber(db: Transaction, email: string, tokenSha256: string) {
  await db
    .insert(newsletterSubscribers)
    .values({ email, tokenSha256 })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { tokenSha256, confirmedAt: null, unsubscribedAt: null, createdAt: sql`now()` },
      // Never over a subscription confirmed meanwhile (a confirm racing this request).
      setWhere: sql`${newsletterSubscribers.confirmedAt} is null or ${newsletterSubscribers.unsubscribedAt} is not null`,
    });
}

/** Whether `createdAt` (the latest confirmation mail's time) is after `since`. */
export function mailedSince(subscriber: { createdAt: Date }, since: Date): boolean {
  return subscriber.createdAt.getTime() > since.getTime();
}

export async function confirmSubscriber(db: Database, id: number, now: Date) {
  await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now.toISOString()})` })
    .where(eq(newsletterSubscribers.id, id));
}

export async function unsubscribeSubscriber(db: Database, id: number, now: Date) {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now.toISOString()})` })
    .where(eq(newsletterSubscribers.id, id));
}
