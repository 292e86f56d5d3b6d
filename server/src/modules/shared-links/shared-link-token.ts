import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as base64url: 43 characters, the capability the address carries. */
export function newSlug(): string {
  return randomBytes(32).toString('base64url');
}

/** How long an unlocked visitor may read before typing the password again. */
export const UNLOCK_TTL_SECONDS = 7 * 86_400;

/**
 * The unlock cookie's value: an expiry and an HMAC of the slug and that expiry, keyed by the link's
 * password hash. No server secret or stored session is needed, and a new password (a new hash, with a new
 * salt) or a revoke (the link stops resolving) retires every token at once; a token of link A never opens
 * link B, whose slug and key differ. The hash never leaves the server, so the key is secret.
 */
export function unlockToken(slug: string, passwordHash: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + UNLOCK_TTL_SECONDS;
  return `${expires}.${mac(slug, passwordHash, expires)}`;
}

export function isValidUnlockToken(
  token: string | undefined,
  slug: string,
  passwordHash: string,
  now = Date.now(),
): boolean {
  if (!token) return false;
  const [expiresText, given] = token.split('.');
  if (!expiresText || !given || !/^\d{1,12}$/.test(expiresText)) return false;
  const expires = Number(expiresText);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(mac(slug, passwordHash, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function mac(slug: string, passwordHash: string, expires: number): string {
  return createHmac('sha256', passwordHash).update(`shared-link:${slug}:${expires}`).digest('base64url');
}
