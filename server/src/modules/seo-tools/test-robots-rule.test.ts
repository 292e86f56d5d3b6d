import { describe, expect, it } from 'vitest';
import { testRobotsRule } from './test-robots-rule';

const ROBOTS = [
  'User-agent: *',
  'Disallow: /private/',
  'Allow: /private/press/',
  '',
  'User-agent: GPTBot',
  'Disallow: /',
  '',
  'User-agent: ClaudeBot',
  'Disallow: /drafts # not ready',
  'Allow: /drafts/public$',
  'Disallow: /*.pdf$',
].join('\n');

const test = (userAgent: string, url: string, robotsTxt = ROBOTS) =>
  testRobotsRule({ input: { robotsTxt, userAgent, url } });

describe('robots.txt rule test', () => {
  it("uses the crawler's own group, else the * group, and names the deciding rule", () => {
    expect(test('GPTBot', 'https://example.com/blog')).toEqual({
      allowed: false,
      matchedRule: 'Disallow: /',
      line: 6,
    });
    expect(test('gptbot/1.2', '/blog').allowed).toBe(false);
    expect(test('Googlebot', '/blog')).toEqual({ allowed: true, matchedRule: null, line: null });
    expect(test('Googlebot', '/private/x')).toEqual({
      allowed: false,
      matchedRule: 'Disallow: /private/',
      line: 2,
    });
  });

  it('lets the longest match win, and Allow win a tie', () => {
    expect(test('Googlebot', '/private/press/release')).toEqual({
      allowed: true,
      matchedRule: 'Allow: /private/press/',
      line: 3,
    });
    expect(test('x', '/p', 'User-agent: *\nDisallow: /p\nAllow: /p').allowed).toBe(true);
  });

  it('understands * and $ in paths, and drops comments from the rule shown', () => {
    expect(test('ClaudeBot', '/files/report.pdf').allowed).toBe(false);
    expect(test('ClaudeBot', '/files/report.pdf?x=1').allowed).toBe(true);
    expect(test('ClaudeBot', '/drafts/public')).toEqual({
      allowed: true,
      matchedRule: 'Allow: /drafts/public$',
      line: 10,
    });
    expect(test('ClaudeBot', '/drafts/secret').matchedRule).toBe('Disallow: /drafts');
  });

  it('allows everything under an empty or garbage robots.txt', () => {
    expect(test('GPTBot', '/anything', '').allowed).toBe(true);
    expect(test('GPTBot', '/anything', '\u0000\u00ff<html>not robots</html>').allowed).toBe(true);
  });

  it('refuses a full user-agent string and a URL that is not http(s) or a path', () => {
    expect(() => test('Mozilla/5.0 (compatible; GPTBot/1.2)', '/')).toThrow(/robots.txt name/);
    expect(() => test('GPTBot', 'ftp://example.com/x')).toThrow(/http\(s\) URL or a path/);
    expect(() => test('GPTBot', 'not a url')).toThrow(/http\(s\) URL or a path/);
  });

  it('refuses a test whose wildcard rules against the URL would hold the server for seconds, saying why', () => {
    const hostile = `User-agent: *\n${`Disallow: /${'*a'.repeat(60)}\n`.repeat(4_000)}`;
    expect(() => test('GPTBot', `/${'a'.repeat(2_040)}`, hostile)).toThrow(
      'This robots.txt has too many wildcard (*) rules to test against so long a URL; shorten one of them',
    );
    // The same file against a short URL, and a large real-world file against a long one, are tested.
    expect(test('GPTBot', '/b', hostile)).toEqual({ allowed: true, matchedRule: null, line: null });
    const large = `User-agent: *\n${Array.from({ length: 300 }, (_, i) => `Disallow: /*/section-${i}/*.pdf$`).join('\n')}`;
    expect(test('GPTBot', `/docs/section-299/${'x'.repeat(2_000)}.pdf`, large)).toEqual({
      allowed: false,
      matchedRule: 'Disallow: /*/section-299/*.pdf$',
      line: 301,
    });
  });
});
