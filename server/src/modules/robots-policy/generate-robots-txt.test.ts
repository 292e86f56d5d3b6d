import { DEFAULT_ROBOTS_POLICY, type RobotsPolicy } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { decideRobots, parseRobotsTxt } from '../seo-tools/robots-matcher';
import { explainRobots } from './explain-robots';
import { generateRobotsTxt, type PolicyBot } from './generate-robots-txt';
import { readLiveRobots } from './live-robots';

const BOTS: PolicyBot[] = [
  { name: 'GPTBot', operator: 'OpenAI', purpose: 'training', robotsTokens: ['GPTBot'] },
  { name: 'OAI-SearchBot', operator: 'OpenAI', purpose: 'search', robotsTokens: ['OAI-SearchBot'] },
  { name: 'ChatGPT-User', operator: 'OpenAI', purpose: 'user-triggered', robotsTokens: ['ChatGPT-User'] },
  { name: 'ClaudeBot', operator: 'Anthropic', purpose: 'training', robotsTokens: ['ClaudeBot'] },
  { name: 'Googlebot', operator: 'Google', purpose: 'search', robotsTokens: ['Googlebot'] },
  { name: 'Google-Extended', operator: 'Google', purpose: 'training', robotsTokens: ['Google-Extended'] },
  { name: 'Bytespider', operator: 'ByteDance', purpose: 'training', robotsTokens: [] },
  { name: 'Mystery', operator: 'Unknown', purpose: 'unknown' },
];

const policy = (change: Partial<RobotsPolicy> = {}): RobotsPolicy => ({
  ...DEFAULT_ROBOTS_POLICY,
  ...change,
});
const allowed = (robotsTxt: string, token: string, path: string) =>
  decideRobots(parseRobotsTxt(robotsTxt), [token], path).allowed;

describe('generateRobotsTxt', () => {
  it('blocks training and lets search, assistants and everyone else in by default', () => {
    const { robotsTxt, groups } = generateRobotsTxt({ policy: policy(), bots: BOTS, live: null });
    for (const token of ['GPTBot', 'ClaudeBot', 'Google-Extended'])
      expect(allowed(robotsTxt, token, '/')).toBe(false);
    for (const token of ['OAI-SearchBot', 'ChatGPT-User', 'Googlebot', 'SomeOtherBot']) {
      expect(allowed(robotsTxt, token, '/page')).toBe(true);
    }
    expect(groups[0]).toMatchObject({
      userAgents: ['GPTBot', 'ClaudeBot', 'Google-Extended'],
      decision: 'block',
      reason: 'AI training',
    });
    expect(groups[0]?.bots.map((b) => b.operator)).toEqual(['OpenAI', 'Anthropic', 'Google']);
  });

  it('keeps the live rules for everyone and the sitemap, and carries them into the groups it adds', () => {
    const live = readLiveRobots(
      'User-agent: *\nDisallow: /admin/\nCrawl-delay: 5\n\nSitemap: https://a.example/sitemap.xml\n',
    );
    const shut = generateRobotsTxt({
      policy: policy({ purposes: { ...DEFAULT_ROBOTS_POLICY.purposes, unknown: 'block' } }),
      bots: BOTS,
      live,
    });
    // Everyone is shut out now, so the allowed bots get their own group, which must still keep /admin/ out.
    expect(allowed(shut.robotsTxt, 'OAI-SearchBot', '/docs')).toBe(true);
    expect(allowed(shut.robotsTxt, 'OAI-SearchBot', '/admin/users')).toBe(false);
    expect(allowed(shut.robotsTxt, 'Googlebot', '/admin/')).toBe(false);
    expect(allowed(shut.robotsTxt, 'GPTBot', '/docs')).toBe(false);
    expect(allowed(shut.robotsTxt, 'SomeOtherBot', '/docs')).toBe(false);
    expect(shut.robotsTxt).toContain('Crawl-delay: 5');
    expect(shut.robotsTxt.trimEnd().endsWith('Sitemap: https://a.example/sitemap.xml')).toBe(true);

    const open = generateRobotsTxt({ policy: policy(), bots: BOTS, live });
    expect(allowed(open.robotsTxt, 'OAI-SearchBot', '/admin/x')).toBe(false);
    expect(allowed(open.robotsTxt, 'OAI-SearchBot', '/docs')).toBe(true);
  });

  it('adds the policy’s blocked paths for every crawler', () => {
    const { robotsTxt } = generateRobotsTxt({
      policy: policy({ blockedPaths: ['/private/'] }),
      bots: BOTS,
      live: null,
    });
    for (const token of ['Googlebot', 'OAI-SearchBot', 'AnyBot']) {
      expect(allowed(robotsTxt, token, '/private/report')).toBe(false);
      expect(allowed(robotsTxt, token, '/public')).toBe(true);
    }
  });

  it('lets a bot’s own decision win over its operator’s, and an operator’s over the purpose', () => {
    const { robotsTxt } = generateRobotsTxt({
      policy: policy({
        operators: { OpenAI: 'block' },
        bots: { 'OAI-SearchBot': 'allow', ClaudeBot: 'allow' },
      }),
      bots: BOTS,
      live: null,
    });
    expect(allowed(robotsTxt, 'ChatGPT-User', '/')).toBe(false);
    expect(allowed(robotsTxt, 'GPTBot', '/')).toBe(false);
    expect(allowed(robotsTxt, 'OAI-SearchBot', '/')).toBe(true);
    expect(allowed(robotsTxt, 'ClaudeBot', '/')).toBe(true);
  });

  it('replaces the live groups of bots the policy decides and keeps the others as written', () => {
    const live = readLiveRobots(
      'User-agent: GPTBot\nAllow: /\n\nUser-agent: Slurp\nDisallow: /search\n\nUser-agent: OAI-SearchBot\nDisallow: /\n',
    );
    const { robotsTxt, groups } = generateRobotsTxt({ policy: policy(), bots: BOTS, live });
    expect(allowed(robotsTxt, 'GPTBot', '/')).toBe(false);
    expect(allowed(robotsTxt, 'Slurp', '/search')).toBe(false);
    expect(allowed(robotsTxt, 'Slurp', '/')).toBe(true);
    expect(groups.find((g) => g.userAgents.includes('Slurp'))?.reason).toBe('Kept from the live robots.txt');
    expect(robotsTxt.match(/User-agent: GPTBot/g)).toHaveLength(1);
    // Search is allowed by purpose only, which does not undo the site's own block of OAI-SearchBot...
    expect(allowed(robotsTxt, 'OAI-SearchBot', '/')).toBe(false);
    // ...but an allow set for the bot itself does.
    const overridden = generateRobotsTxt({
      policy: policy({ bots: { 'OAI-SearchBot': 'allow' } }),
      bots: BOTS,
      live,
    });
    expect(allowed(overridden.robotsTxt, 'OAI-SearchBot', '/')).toBe(true);
  });

  it('lists the blocked bots robots.txt cannot address, and never addresses bots without known tokens', () => {
    const { notControllable, robotsTxt } = generateRobotsTxt({ policy: policy(), bots: BOTS, live: null });
    expect(notControllable).toEqual([{ name: 'Bytespider', operator: 'ByteDance', purpose: 'training' }]);
    expect(robotsTxt).not.toContain('Bytespider');
    expect(robotsTxt).not.toContain('Mystery');
  });

  it('is the same text for the same input, and survives a hostile live file', () => {
    const one = generateRobotsTxt({ policy: policy(), bots: BOTS, live: null });
    expect(generateRobotsTxt({ policy: policy(), bots: BOTS, live: null })).toEqual(one);
    const hostile = readLiveRobots(
      `${'\u0000\u00ff'.repeat(1000)}\nUser-agent: *\n${'Disallow: /x\n'.repeat(20_000)}`,
    );
    const { robotsTxt } = generateRobotsTxt({ policy: policy(), bots: BOTS, live: hostile });
    expect(robotsTxt.length).toBeLessThan(200_000);
  });
});

describe('explainRobots', () => {
  it('names at most a dozen user agents and bots per group, then says how many more', () => {
    const many: PolicyBot[] = Array.from({ length: 30 }, (_, i) => ({
      name: `Trainer${i}`,
      operator: 'Lab',
      purpose: 'training',
      robotsTokens: [`Trainer${i}`],
    }));
    const text = explainRobots(
      generateRobotsTxt({ policy: policy(), bots: many, live: null }),
      'No live file.',
    );
    expect(text).toContain('Blocks Trainer0, Trainer1,');
    expect(text).toContain('Trainer11 and 18 more — AI training.');
    expect(text).not.toContain('Trainer29,');
  });
});
