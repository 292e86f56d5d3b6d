import { describe, expect, it } from 'vitest';
import { type DocumentEvidence, whyMissing } from './audit-evidence';

const llms = (status: number | null, error: string | null = null): DocumentEvidence => ({
  url: 'https://example.com/llms.txt',
  status,
  error,
  present: false,
  truncated: false,
});

describe('whyMissing', () => {
  it('says why the request failed when nothing answered', () => {
    expect(whyMissing(llms(null, 'connection refused'), 'an HTML page')).toBe(
      'https://example.com/llms.txt: not fetched (connection refused)',
    );
  });

  it('names what came instead when the server answered 2xx with something else', () => {
    expect(whyMissing(llms(200), 'an HTML page, not an llms.txt')).toBe(
      'https://example.com/llms.txt: an HTML page, not an llms.txt',
    );
  });

  it('gives the status of any other answer', () => {
    expect(whyMissing(llms(404), 'an HTML page')).toBe('https://example.com/llms.txt: HTTP 404');
    expect(whyMissing(llms(301), 'an HTML page')).toBe('https://example.com/llms.txt: HTTP 301');
  });
});
