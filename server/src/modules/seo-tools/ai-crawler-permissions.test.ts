import { describe, expect, it } from 'vitest';
import { AI_CRAWLER_TOKENS, aiCrawlerBlocks, aiCrawlerPermissions } from './ai-crawler-permissions';

const every = (value: boolean) => Object.fromEntries(AI_CRAWLER_TOKENS.map((token) => [token, value]));

describe('AI crawler permissions', () => {
  it('reads each crawler’s group, else the * group', () => {
    const body = 'User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: *\nDisallow: /admin\n';
    const permissions = aiCrawlerPermissions({ status: 200, body });
    expect(permissions).toEqual({ ...every(true), GPTBot: false, CCBot: false });
  });

  it('treats a site-wide block of every crawler as blocking them all, and an Allow as allowing', () => {
    expect(aiCrawlerPermissions({ status: 200, body: 'User-agent: *\nDisallow: /' })).toEqual(every(false));
    const body = 'User-agent: *\nDisallow: /\n\nUser-agent: ClaudeBot\nAllow: /';
    expect(aiCrawlerPermissions({ status: 200, body }).ClaudeBot).toBe(true);
  });

  it('allows all when robots.txt does not exist, and none when it cannot be read (RFC 9309)', () => {
    expect(aiCrawlerPermissions({ status: 404, body: 'Not found' })).toEqual(every(true));
    expect(aiCrawlerPermissions({ status: 503, body: '' })).toEqual(every(false));
    expect(aiCrawlerPermissions(null)).toEqual(every(false));
  });
});

describe('AI crawler blocks', () => {
  it('names the robots.txt line that shuts each crawler out', () => {
    const body = 'User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n';
    expect(aiCrawlerBlocks({ status: 200, body })).toEqual([
      { token: 'GPTBot', line: 5, rule: 'Disallow: /' },
    ]);
  });

  it('gives the RFC 9309 reason when robots.txt cannot be read', () => {
    const blocks = aiCrawlerBlocks({ status: 503, body: '' });
    expect(blocks).toHaveLength(AI_CRAWLER_TOKENS.length);
    expect(blocks[0]?.rule).toMatch(/HTTP 503.*RFC 9309/);
  });
});
