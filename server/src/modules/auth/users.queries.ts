import type { User } from '@botlens/contracts';
import { asc, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { utcMonth } from '../../lib/utc-month';
import { tierInForce } from '../billing/subscription-state';
import { DELETED_ACCOUNT_HASH } from './delete-account.queries';

/** E-mail addresses are compared case-insensitively: they are stored lower-cased and trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user as the API shows it: every field but the password hash and payment-provider ids. */
export function toUserDto(row: UserRow, now = new Date()): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt.toISOString(),
    // A cancelled subscription's tier lasts until its period ends, whether or not Stripe told us since.
    subscriptionTier: tierInForce(row, now),
    subscriptionStatus: row.subscriptionStatus,
    // The count belongs to analysesMonth; in a later month nothing has been used yet.
    monthlyAnalysesUsed: row.analysesMonth === utcMonth(now) ? row.monthlyAnalysesUsed : 0,
    monthlyAnalysesLimit: row.monthlyAnalysesLimit,
    role: row.role,
  };
}

export async function findUserByEmail(
  db: Database | Transaction,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Every account but those deleted whose rows wait for the purge of their websites. */
export async function listUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).where(ne(users.passwordHash, DELETED_ACCOUNT_HASH)).orderBy(asc(users.id));
}

/** The account, locked until the transaction ends; undefined when there is none or it is being deleted. */
export async function lockLiveUser(tx: Transaction, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row && row.passwordHash !== DELETED_ACCOUNT_HASH ? row : undefined;
}

export async function setUserFields(
  tx: Transaction,
  id: number,
  values: Partial<Omit<typeof users.$inferInsert, 'id'>>,
): Promise<UserRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function insertUser(
  db: Database | Transaction,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(
  db: Database,
  id: number,
  values: Partial<Pick<UserRow, 'role' | 'passwordHash'>>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}
