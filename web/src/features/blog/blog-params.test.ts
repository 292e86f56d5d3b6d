import { describe, expect, it } from 'vitest';
import { blogViewFrom } from './blog-params';

describe('blogViewFrom', () => {
  const view = (query: string) => blogViewFrom(new URLSearchParams(query));
  it('reads category, search and page, with defaults for what is absent or does not read', () => {
    expect(view('')).toEqual({ category: undefined, search: '', page: 1 });
    expect(view('category=ai-search&search=%20GPTBot%20&page=3')).toEqual({
      category: 'ai-search',
      search: 'GPTBot',
      page: 3,
    });
    expect(view('category=Bad%20Slug&page=0')).toEqual({ category: undefined, search: '', page: 1 });
    expect(view('page=1e3').page).toBe(1);
    expect(view(`search=${'x'.repeat(300)}`).search).toHaveLength(200);
  });
});
