import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { sessions, type UserRow, users } from '../../db/schema';

const DAY_MS = 86_400_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session with a fresh random 256-bit token; the token goes to the cookie, its hash to the table. */
export async function createSession(db: Database, userId: number, ttlDays: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
  });
  return token;
}

/**
 * The user behind a session token, or undefined for an unknown or expired one. A session used in the
 * second half of its life is extended, so active people stay signed in and idle sessions lapse.
 */
export async function findSessionUser(
  db: Database,
  token: string,
  ttlDays: number,
): Promise<UserRow | undefined> {
  // Tokens are 43 base64url characters; anything else cannot be ours and costs no query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return undefined;
  if (row.expiresAt.getTime() - Date.now() < (ttlDays * DAY_MS) / 2) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + ttlDays * DAY_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Database, userId?: number): Promise<void> {
  const expired = lt(sessions.expiresAt, sql`now()`);
  await db.delete(sessions).where(userId === undefined ? expired : and(expired, eq(sessions.userId, userId)));
}

/** Signs the user out everywhere but the session `keepToken`; returns how many sessions went. */
export async function deleteOtherSessions(db: Database, userId: number, keepToken: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}

/** Signs the user out everywhere (an administrator set a new password); returns how many sessions went. */
export async function deleteAllSessions(db: Database | Transaction, userId: number): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
