import { describe, expect, it } from 'vitest';
import { authTabOf, SIGN_UP_HREF } from './auth-tabs';

describe('the auth page tab', () => {
  it('is Create Account where Sign Up leads, and Sign In otherwise', () => {
    expect(authTabOf(new URL(SIGN_UP_HREF, 'http://x').searchParams)).toBe('register');
    expect(authTabOf(new URLSearchParams(''))).toBe('login');
    expect(authTabOf(new URLSearchParams('tab=login'))).toBe('login');
    expect(authTabOf(new URLSearchParams('tab=anything'))).toBe('login');
  });

  it('is Create Account for an invitation link', () => {
    expect(authTabOf(new URLSearchParams('invite=abc'))).toBe('register');
    expect(authTabOf(new URLSearchParams('tab=register&invite=abc'))).toBe('register');
  });
});
