import { randomBytes } from 'node:crypto';

/** Public: written into every page that carries the snippet. 72 random bits make ids unguessable. */
export function newTrackingId(): string {
  return `bt_${randomBytes(9).toString('base64url')}`;
}

/** Secret: whoever holds it can post events for the site. 192 random bits. */
export function newIngestKey(): string {
  return `blk_${randomBytes(24).toString('base64url')}`;
}

// What the generators above write; checked before any lookup, so a made-up id or key costs no query.
const TRACKING_ID_FORMAT = /^bt_[A-Za-z0-9_-]{12}$/;
const INGEST_KEY_FORMAT = /^blk_[A-Za-z0-9_-]{32}$/;

export function isTrackingIdFormat(text: string): boolean {
  return TRACKING_ID_FORMAT.test(text);
}

export function isIngestKeyFormat(text: string): boolean {
  return INGEST_KEY_FORMAT.test(text);
}
