import { describe, expect, it } from 'vitest';
import { SUPPORT_FAQ, searchFaq } from './support-faq';

describe('searchFaq', () => {
  it('keeps every entry for an empty search', () => {
    expect(searchFaq(SUPPORT_FAQ, '  ')).toHaveLength(SUPPORT_FAQ.length);
  });
  it('matches every word, in the question or the answer, whatever the case', () => {
    expect(searchFaq(SUPPORT_FAQ, 'SPOOFED').map((e) => e.question)).toContain('What does “spoofed” mean?');
    expect(searchFaq(SUPPORT_FAQ, 'log twice')).toHaveLength(1);
    expect(searchFaq(SUPPORT_FAQ, 'zebra')).toEqual([]);
  });
});
