import { describe, expect, it } from 'vitest';
import { AI_CRAWLER_TOKENS, aiCrawlerPermissions } from './ai-crawler-permissions';

const every = (value: boolean) => Object.fromEntries(AI_CRAWLER_TOKENS.map((token) => [token, value]));

describe('AI crawler permissions', () => {
  it('reads each crawler’s group, else the * group', () => {
    const body = 'User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: *\nDisallow: /admin\n';
    const permissions = aiCrawlerPermissions({ status: 200, body }, 'https://a.example/');
    expect(permissions).toEqual({ ...every(true), GPTBot: false, CCBot: false });
  });

  it('treats a site-wide block of every crawler as blocking them all, and an Allow as allowing', () => {
    expect(
      aiCrawlerPermissions({ status: 200, body: 'User-agent: *\nDisallow: /' }, 'https://a.example/x'),
    ).toEqual(every(false));
    const body = 'User-agent: *\nDisallow: /\n\nUser-agent: ClaudeBot\nAllow: /';
    expect(aiCrawlerPermissions({ status: 200, body }, 'https://a.example/').ClaudeBot).toBe(true);
  });

  it('allows all when robots.txt does not exist, and none when it cannot be read (RFC 9309)', () => {
    expect(aiCrawlerPermissions({ status: 404, body: 'Not found' }, 'https://a.example/')).toEqual(
      every(true),
    );
    expect(aiCrawlerPermissions({ status: 503, body: '' }, 'https://a.example/')).toEqual(every(false));
    expect(aiCrawlerPermissions(null, 'https://a.example/')).toEqual(every(false));
  });
});
