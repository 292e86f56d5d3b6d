import { BLOG_SLUG_PATTERN, MAX_BLOG_PAGE, MAX_BLOG_SEARCH_LENGTH } from '@botlens/contracts';

export type BlogView = { category: string | undefined; search: string; page: number };

/**
 * The list's category, search and page from the address (?category=&search=&page=), as the server reads
 * them for its own HTML: a value that does not read falls back to its default (all, none, page 1).
 */
export function blogViewFrom(params: URLSearchParams): BlogView {
  const category = params.get('category') ?? '';
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,5}$/.test(pageText) ? Number(pageText) : 1;
  return {
    category: BLOG_SLUG_PATTERN.test(category) ? category : undefined,
    search: (params.get('search') ?? '').slice(0, MAX_BLOG_SEARCH_LENGTH).trim(),
    page: page >= 1 && page <= MAX_BLOG_PAGE ? page : 1,
  };
}
