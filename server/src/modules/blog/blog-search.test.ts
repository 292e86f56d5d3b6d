import { describe, expect, it } from 'vitest';
import { containsPattern, effectiveSearch, pageCount } from './blog-search';

describe('the blog search', () => {
  it('finds the text anywhere, with LIKE wildcards and the escape character taken literally', () => {
    expect(containsPattern('gptbot')).toBe('%gptbot%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('llms_txt')).toBe('%llms\\_txt%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });

  it('ignores a search of nothing but spaces', () => {
    expect(effectiveSearch(undefined)).toBeUndefined();
    expect(effectiveSearch('   ')).toBeUndefined();
    expect(effectiveSearch(' seo ')).toBe('seo');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
