import { createHash, randomBytes } from 'node:crypto';

/** A newsletter link's token: 32 random bytes (base64url, 43 characters); only its SHA-256 is stored. */
export function newNewsletterToken(): { token: string; sha256: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, sha256: newsletterTokenSha256(token) };
}

export function newsletterTokenSha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newsletterLinks(publicUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    confirm: `${publicUrl}/newsletter/confirm?${query}`,
    unsubscribe: `${publicUrl}/newsletter/unsubscribe?${query}`,
  };
}
