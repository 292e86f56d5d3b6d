import { BLOG_SLUG_PATTERN, MAX_BLOG_SLUG_LENGTH } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './blog-slug';

describe('slugFromTitle', () => {
  it('makes lower-case words joined by single hyphens', () => {
    expect(slugFromTitle('GPTBot, ClaudeBot and PerplexityBot: who is crawling?')).toBe(
      'gptbot-claudebot-and-perplexitybot-who-is-crawling',
    );
    expect(slugFromTitle('  robots.txt   vs   llms.txt  ')).toBe('robots-txt-vs-llms-txt');
  });

  it('drops accents, spells out the ampersand, and falls back when nothing is left', () => {
    expect(slugFromTitle('Café crème & SEO')).toBe('cafe-creme-and-seo');
    expect(slugFromTitle('!!!')).toBe('post');
    expect(slugFromTitle('日本語', 'category')).toBe('category');
  });

  it('cuts a long title at a hyphen within the limit, and always matches the slug pattern', () => {
    const slug = slugFromTitle(`${'crawler '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(MAX_BLOG_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.startsWith('crawler-crawler')).toBe(true);
    for (const title of ['a', '--a--', 'A_B', `${'x'.repeat(300)}`, 'é', '1 2 3']) {
      expect(slugFromTitle(title)).toMatch(BLOG_SLUG_PATTERN);
    }
  });
});
