import { describe, expect, it } from 'vitest';
import { csvLine } from './copy-csv';

describe('csvLine', () => {
  it('writes NULL as an empty field and quotes every text, doubling quotes inside', () => {
    expect(csvLine([1, null, 'a', '', 'say "hi"', true, false, undefined])).toBe(
      '1,,"a","","say ""hi""",t,f,',
    );
  });

  it('keeps commas, newlines and the end-of-data marker inside quotes', () => {
    expect(csvLine(['a,b', 'line\nbreak', '\\.'])).toBe('"a,b","line\nbreak","\\."');
  });

  it('writes dates as ISO instants and refuses numbers SQL has no literal for', () => {
    expect(csvLine([new Date(Date.UTC(2026, 0, 2, 3, 4, 5))])).toBe('"2026-01-02T03:04:05.000Z"');
    expect(() => csvLine([Number.NaN])).toThrow(RangeError);
  });
});
