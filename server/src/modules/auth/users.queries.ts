import type { User } from '@botlens/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { utcMonth } from '../../lib/utc-month';
import { tierInForce } from '../billing/subscription-state';

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

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
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

export async function listUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
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
