import { randomBytes } from 'node:crypto';

/** Public: written into every page that carries the snippet. 72 random bits make ids unguessable. */
export function newTrackingId(): string {
  return `bt_${randomBytes(9).toString('base64url')}`;
}

/** Secret: whoever holds it can post events for the site. 192 random bits. */
export function newIngestKey(): string {
  return `blk_${randomBytes(24).toString('base64url')}`;
}
