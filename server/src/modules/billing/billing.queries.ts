import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { stripeEvents, type UserRow, users } from '../../db/schema';
import type { SubscriptionState } from './subscription-state';

export async function findUserRow(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByStripeCustomer(
  db: Database | Transaction,
  customerId: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  return row;
}

/**
 * Keeps the first customer id a user gets: of two racing requests, the second keeps the first one's (Stripe
 * answered both with the same customer anyway, through the idempotency key). Answers the id in force.
 */
export async function saveStripeCustomer(db: Database, userId: number, customerId: string): Promise<string> {
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
  const row = await findUserRow(db, userId);
  return row?.stripeCustomerId ?? customerId;
}

export async function saveSubscriptionId(
  db: Database,
  userId: number,
  subscriptionId: string,
): Promise<void> {
  await db.update(users).set({ stripeSubscriptionId: subscriptionId }).where(eq(users.id, userId));
}

export async function writeSubscriptionState(
  db: Database | Transaction,
  userId: number,
  state: SubscriptionState,
): Promise<void> {
  await db.update(users).set(state).where(eq(users.id, userId));
}

export async function isStripeEventHandled(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId));
  return row !== undefined;
}

/** False when the event was recorded already (a replay racing this one): then nothing else is written. */
export async function recordStripeEvent(
  tx: Transaction,
  event: { id: string; type: string },
): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/** The newest Stripe event handled (a row is written only with its handling), or null before any. */
export async function findLastStripeEvent(db: Database): Promise<{ type: string; receivedAt: Date } | null> {
  const [row] = await db
    .select({ type: stripeEvents.type, receivedAt: stripeEvents.receivedAt })
    .from(stripeEvents)
    .orderBy(desc(stripeEvents.receivedAt))
    .limit(1);
  return row ?? null;
}
