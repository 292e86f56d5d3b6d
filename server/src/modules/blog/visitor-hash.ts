import { createHmac, randomBytes } from 'node:crypto';

/**
 * The keyed hash that tells one visitor's views of a day from another's without keeping who they are: an
 * HMAC of address and user agent under a key made at random for each UTC day and never written anywhere.
 * Nothing stored can be turned back into an address, not even by trying all four billion IPv4 addresses,
 * and the hashes of two days cannot be linked. The keys live in this process: after a restart, or on a
 * second server, a visitor may count once more that day (a view count, not a ledger).
 */
export class VisitorHasher {
  private day = '';
  private key = Buffer.alloc(0);

  hash(input: { day: string; clientIp: string | null; userAgent: string | undefined }): string {
    if (input.day !== this.day) {
      this.day = input.day;
      this.key = randomBytes(32);
    }
    return createHmac('sha256', this.key)
      .update(`${input.clientIp ?? ''}\n${(input.userAgent ?? '').slice(0, 512)}`)
      .digest('base64url');
  }
}

/** The UTC day of an instant as PostgreSQL's `date` reads it. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
