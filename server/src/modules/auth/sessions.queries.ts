import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { sessions, type UserRow, users } from '../../db/schema';

const DAY_MS = 86_400_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session with a fresh random 256-bit token; the token goes to the cookie, its hash to the table. */
export async function createSession(db: Database, userId: number, timeoutDays: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + timeoutDays * DAY_MS),
  });
  return token;
}

// An active session's last use is written at most this often (and at most every half timeout): the
// timeout is then honoured to within the hour without a write per request.
const LAST_USE_PRECISION_MS = 3_600_000;

/**
 * The user behind a session token, or undefined for an unknown or ended one. A session ends when it was
 * unused for longer than the timeout (the System Settings' session timeout, in force now: a shorter one ends
 * idle sessions at once) or past its expiry. Using a session slides both forward, so active people stay
 * signed in; one query per request, and an update at most hourly per session.
 */
export async function findSessionUser(
  db: Database,
  token: string,
  timeoutDays: number,
): Promise<UserRow | undefined> {
  // Tokens are 43 base64url characters; anything else cannot be ours and costs no query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const timeoutMs = timeoutDays * DAY_MS;
  const [row] = await db
    .select({ user: users, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${timeoutMs / 1000})`),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (Date.now() - row.lastUsedAt.getTime() > Math.min(timeoutMs / 2, LAST_USE_PRECISION_MS)) {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()`, expiresAt: new Date(Date.now() + timeoutMs) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Deletes sessions past their expiry or unused for longer than the timeout (a user's, or everyone's). */
export async function deleteExpiredSessions(
  db: Database,
  timeoutDays: number,
  userId?: number,
): Promise<void> {
  const expired = or(
    lt(sessions.expiresAt, sql`now()`),
    lt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${(timeoutDays * DAY_MS) / 1000})`),
  );
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
