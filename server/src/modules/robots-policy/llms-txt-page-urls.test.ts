import { describe, expect, it } from 'vitest';
import { pathDepth, selectPageUrls } from './llms-txt-page-urls';

const ORIGIN = 'https://example.com';

describe('selectPageUrls', () => {
  it('keeps pages of the site only, each once, shallow ones first and otherwise in sitemap order', () => {
    const locs = [
      'https://example.com/blog/2024/post',
      'https://example.com/blog/first',
      'https://example.com/about',
      'https://example.com/blog/first#comments',
      'https://www.example.com/docs',
      'https://other.example/page',
      'https://example.com.evil.example/x',
      'javascript:alert(1)',
      'ftp://example.com/file',
      'https://user:pw@example.com/secret',
      'not a url at all',
      '/relative', // not absolute, as the protocol asks
      'https://example.com/',
    ];
    expect(selectPageUrls(locs, ORIGIN, 200)).toEqual([
      'https://example.com/',
      'https://example.com/about',
      'https://www.example.com/docs',
      'https://example.com/blog/first',
      'https://example.com/blog/2024/post',
    ]);
  });

  it('takes at most `max` pages, the shallowest', () => {
    const locs = Array.from({ length: 300 }, (_, i) => `${ORIGIN}/deep/page/${i}`);
    locs.push(`${ORIGIN}/shallow`);
    const chosen = selectPageUrls(locs, ORIGIN, 200);
    expect(chosen).toHaveLength(200);
    expect(chosen[0]).toBe(`${ORIGIN}/shallow`);
    expect(chosen[1]).toBe(`${ORIGIN}/deep/page/0`);
  });

  it('tells the port apart: another port is another site', () => {
    expect(
      selectPageUrls(['http://127.0.0.1:8080/a', 'http://127.0.0.1:9090/b'], 'http://127.0.0.1:8080', 10),
    ).toEqual(['http://127.0.0.1:8080/a']);
  });

  it('counts path depth by segments', () => {
    expect(pathDepth('/')).toBe(0);
    expect(pathDepth('/about/')).toBe(1);
    expect(pathDepth('/blog//post')).toBe(2);
  });
});
