import { describe, expect, it } from 'vitest';
import { judgeRobotsTxt } from './read-robots-access';

const ok = (body: string, truncated = false) => ({ status: 200, body, truncated });

describe('a bot under a site robots.txt', () => {
  const robots =
    'User-agent: *\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /\n\nUser-agent: Google-Extended\nAllow: /\n';

  it('judges each documented token by its own group, or the group of a broader token of the same bot', () => {
    const { state, verdicts } = judgeRobotsTxt(
      ['Googlebot-Image', 'Googlebot', 'Google-Extended'],
      ok(robots),
    );
    expect(state).toBe('fetched');
    expect(verdicts).toEqual([
      { token: 'Googlebot-Image', allowed: false, group: 'googlebot', rule: 'Disallow: /', line: 5 },
      { token: 'Googlebot', allowed: false, group: 'googlebot', rule: 'Disallow: /', line: 5 },
      { token: 'Google-Extended', allowed: true, group: 'google-extended', rule: 'Allow: /', line: 8 },
    ]);
  });

  it('judges a bot whose tokens are not documented by the rules for every crawler', () => {
    expect(judgeRobotsTxt(null, ok(robots)).verdicts).toEqual([
      { token: '*', allowed: true, group: '*', rule: 'Allow: /', line: 2 },
    ]);
    expect(judgeRobotsTxt(null, ok('User-agent: GPTBot\nDisallow: /')).verdicts).toEqual([
      { token: '*', allowed: true, group: null, rule: null, line: null },
    ]);
  });

  it('allows everything when robots.txt is missing, and nothing when the server fails (RFC 9309)', () => {
    expect(
      judgeRobotsTxt(['GPTBot'], { status: 404, body: 'User-agent: *\nDisallow: /', truncated: false }),
    ).toEqual({
      state: 'missing',
      message: null,
      verdicts: [{ token: 'GPTBot', allowed: true, group: null, rule: null, line: null }],
    });
    const failed = judgeRobotsTxt(['GPTBot'], { status: 503, body: '', truncated: false });
    expect(failed.state).toBe('server-error');
    expect(failed.message).toMatch(/HTTP 503/);
    expect(failed.verdicts[0]?.allowed).toBe(false);
  });

  it('says when only the start of a large file was read, and cuts a huge rule', () => {
    const huge = `User-agent: *\nDisallow: /${'a'.repeat(10_000)}\nDisallow: /\n`;
    const judged = judgeRobotsTxt(['GPTBot'], ok(huge, true));
    expect(judged.message).toMatch(/first 500 KB/);
    expect(judged.verdicts[0]).toMatchObject({ allowed: false, rule: 'Disallow: /', line: 3 });
    const long = judgeRobotsTxt(['GPTBot'], ok(`User-agent: *\nDisallow: /${'b'.repeat(10_000)}\n`));
    expect(long.verdicts[0]?.allowed).toBe(true);
    const matched = judgeRobotsTxt(['GPTBot'], ok(`User-agent: *\nAllow: /${'*'.repeat(5000)}\n`));
    expect(matched.verdicts[0]?.rule?.length).toBeLessThanOrEqual(300);
  });
});
