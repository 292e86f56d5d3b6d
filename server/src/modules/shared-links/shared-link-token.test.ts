import { describe, expect, it } from 'vitest';
import { isValidUnlockToken, newSlug, UNLOCK_TTL_SECONDS, unlockToken } from './shared-link-token';

describe('shared link slugs and unlock tokens', () => {
  it('makes slugs of 43 url-safe characters, never the same twice', () => {
    const slugs = new Set(Array.from({ length: 200 }, newSlug));
    expect(slugs.size).toBe(200);
    for (const slug of slugs) expect(slug).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts a token only for its slug and password hash, until it expires', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = unlockToken('slug-a', 'hash-1', now);
    expect(isValidUnlockToken(token, 'slug-a', 'hash-1', now)).toBe(true);
    expect(isValidUnlockToken(token, 'slug-b', 'hash-1', now)).toBe(false);
    expect(isValidUnlockToken(token, 'slug-a', 'hash-2', now)).toBe(false);
    expect(isValidUnlockToken(token, 'slug-a', 'hash-1', now + UNLOCK_TTL_SECONDS * 1000)).toBe(false);
    // A longer expiry written into the token breaks its MAC.
    const [, mac] = token.split('.');
    const stretched = `${Math.floor(now / 1000) + 10 * UNLOCK_TTL_SECONDS}.${mac}`;
    expect(isValidUnlockToken(stretched, 'slug-a', 'hash-1', now)).toBe(false);
    for (const junk of [undefined, '', '.', 'abc', '1.', `.${mac}`]) {
      expect(isValidUnlockToken(junk, 'slug-a', 'hash-1', now)).toBe(false);
    }
  });
});
