import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text';

describe('truncateText', () => {
  it('keeps a text within the limit as it is, and cuts a longer one at the limit', () => {
    expect(truncateText('abc', 3)).toBe('abc');
    expect(truncateText('abcdef', 4)).toBe('abcd');
  });

  it('never ends on the first half of a surrogate pair', () => {
    // '😀' is two UTF-16 units; cut between them, the text would hold an unpaired surrogate.
    expect(truncateText('ab😀c', 3)).toBe('ab');
    expect(truncateText('ab😀c', 4)).toBe('ab😀');
  });
});
