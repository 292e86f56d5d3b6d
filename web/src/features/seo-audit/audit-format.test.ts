import type { FetchedDocument } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import {
  displayNumber,
  displayRatio,
  displayText,
  documentOutcome,
  formatBytes,
  isHttpUrl,
} from './audit-format';

describe('fallback values', () => {
  it('shows figures, and a dash where the audit has none', () => {
    expect(displayNumber(873)).toBe('873');
    expect(displayNumber(1234.56, ' ms')).toBe('1,234.6 ms');
    expect(displayNumber(0)).toBe('0');
    expect(displayNumber(undefined)).toBe('—');
    expect(displayNumber(null)).toBe('—');
    expect(displayNumber(Number.NaN)).toBe('—');
    expect(displayRatio(0.026)).toBe('2.6%');
    expect(displayRatio(1)).toBe('100%');
    expect(displayRatio(undefined)).toBe('—');
  });

  it('shows site text, or Not available', () => {
    expect(displayText('Northwind')).toBe('Northwind');
    expect(displayText(null)).toBe('Not available');
    expect(displayText('   ')).toBe('Not available');
  });

  it('formats sizes', () => {
    expect(formatBytes(64)).toBe('64 B');
    expect(formatBytes(8047)).toBe('7.9 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('isHttpUrl', () => {
  it('lets only http(s) addresses become links', () => {
    expect(isHttpUrl('https://northwind.example/')).toBe(true);
    expect(isHttpUrl('http://127.0.0.1:5124/robots.txt')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:text/html,<b>x</b>')).toBe(false);
    expect(isHttpUrl('/relative/path')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
  });
});

describe('documentOutcome', () => {
  const base: FetchedDocument = {
    kind: 'robots',
    url: 'http://a.example/robots.txt',
    status: 200,
    bytes: 10,
    truncated: false,
    error: null,
  };
  it('says the status, or why the fetch failed', () => {
    expect(documentOutcome(base)).toEqual({ ok: true, text: 'HTTP 200' });
    expect(documentOutcome({ ...base, status: 404 })).toEqual({ ok: false, text: 'HTTP 404' });
    expect(documentOutcome({ ...base, status: null, error: 'timed out' })).toEqual({
      ok: false,
      text: 'timed out',
    });
    expect(documentOutcome({ ...base, status: null, error: null })).toEqual({ ok: false, text: 'No answer' });
  });
});
