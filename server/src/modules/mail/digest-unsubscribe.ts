import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DigestUnsubscribeResponse } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { Ctx } from '../context';

/**
 * The digest's unsubscribe token: an HMAC of the user's id keyed by their password hash, a secret of the
 * server's with a random salt in it, so the link needs no stored token and nobody else can make one. A new
 * password changes it: the old links stop working and the next digest carries a new one.
 */
export function digestUnsubscribeToken(user: { id: number; passwordHash: string }): string {
  return createHmac('sha256', user.passwordHash)
    .update(`weekly-digest-unsubscribe:${user.id}`)
    .digest('base64url');
}

export function digestUnsubscribeLink(publicUrl: string, user: { id: number; passwordHash: string }): string {
  return `${publicUrl}/digest/unsubscribe?user=${user.id}&token=${digestUnsubscribeToken(user)}`;
}

/**
 * Reads (`GET`: a mail scanner following the link changes nothing) or turns off (`POST`) a user's weekly
 * digest from the link in the mail. A wrong token and an unknown user are the same 404.
 */
export async function useDigestUnsubscribeLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { user: number; token: string; unsubscribe: boolean };
}): Promise<DigestUnsubscribeResponse> {
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      weeklyDigest: users.weeklyDigest,
    })
    .from(users)
    .where(eq(users.id, input.user));
  const expected = user ? Buffer.from(digestUnsubscribeToken(user)) : Buffer.alloc(43);
  const given = Buffer.from(input.token);
  if (!user || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new NotFoundError('This link is not valid or has expired');
  }
  if (input.unsubscribe && user.weeklyDigest) {
    await ctx.db.update(users).set({ weeklyDigest: false }).where(eq(users.id, user.id));
    return { email: user.email, weeklyDigest: false };
  }
  return { email: user.email, weeklyDigest: user.weeklyDigest };
}
