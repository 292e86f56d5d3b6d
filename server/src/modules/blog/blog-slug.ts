import { MAX_BLOG_SLUG_LENGTH } from '@botlens/contracts';

/**
 * A slug from a title or name: accents dropped, lower case, runs of anything else one hyphen, cut at a
 * hyphen to the contract's length. A title with nothing to keep ('!!!', '日本語') gives 'post', so a slug
 * always exists; a clash is for the caller to answer.
 */
export function slugFromTitle(title: string, fallback = 'post'): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words === '') return fallback;
  if (words.length <= MAX_BLOG_SLUG_LENGTH) return words;
  const cut = words.slice(0, MAX_BLOG_SLUG_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}
