import { newsletterTokenQuery } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { newNewsletterToken, newsletterLinks, newsletterTokenSha256 } from './newsletter-token';

describe('newsletter tokens', () => {
  it('are 43 base64url characters the contract accepts, stored as their SHA-256', () => {
    const { token, sha256 } = newNewsletterToken();
    expect(newsletterTokenQuery.parse({ token }).token).toBe(token);
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(newsletterTokenSha256(token)).toBe(sha256);
    expect(newNewsletterToken().token).not.toBe(token);
  });

  it('make the confirm and unsubscribe links of the web app', () => {
    expect(newsletterLinks('https://botlens.example', 'abc')).toEqual({
      confirm: 'https://botlens.example/newsletter/confirm?token=abc',
      unsubscribe: 'https://botlens.example/newsletter/unsubscribe?token=abc',
    });
  });
});
