import { describe, expect, it } from 'vitest';
import { MAIL_RETRY, retryDelayMs } from './mail-backoff';

describe('retryDelayMs', () => {
  it('doubles from a minute', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });
  it('stops at the cap', () => {
    expect(retryDelayMs(9)).toBe(256 * 60_000);
    expect(retryDelayMs(10)).toBe(MAIL_RETRY.maxDelayMs);
    expect(retryDelayMs(50)).toBe(MAIL_RETRY.maxDelayMs);
  });
});
