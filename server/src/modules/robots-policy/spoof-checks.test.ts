import { describe, expect, it } from 'vitest';
import { BOT_REGISTRY } from '../bots/bot-registry';
import { bundledRangeFiles, type RangeFile } from '../bots/range-files';
import { collapsePrefixes, spoofChecks, type VerifiableBot } from './spoof-checks';

const file = (key: RangeFile['key'], prefixes: string[], change: Partial<RangeFile> = {}): RangeFile => ({
  key,
  operator: 'OpenAI',
  source: `https://example.com/${key}.json`,
  creationTime: '2026-01-02T11:00:00Z',
  fetchedAt: '2026-11-01T08:00:00Z',
  copiedFrom: null,
  note: null,
  prefixes,
  ...change,
});

const GPTBOT: VerifiableBot = {
  name: 'GPTBot',
  operator: 'OpenAI',
  purpose: 'training',
  robotsTokens: ['GPTBot'],
  pattern: /\bGPTBot\b/,
  verification: { ranges: 'openai-gptbot' },
};
const CHATGPT_USER: VerifiableBot = {
  name: 'ChatGPT-User',
  operator: 'OpenAI',
  purpose: 'user-triggered',
  robotsTokens: [],
  pattern: /\bChatGPT-User\b/,
  verification: { ranges: 'openai-chatgpt-user' },
};
const GOOGLEBOT: VerifiableBot = {
  name: 'Googlebot',
  operator: 'Google',
  purpose: 'search',
  robotsTokens: ['Googlebot'],
  pattern: /\bGooglebot\b/,
  verification: { ranges: 'google-common', reverseDns: ['googlebot.com'] },
};
const FILES = [
  file('openai-gptbot', ['20.171.206.0/24', '20.171.206.0/24', '20.171.206.128/25', '2001:db8::/32']),
  file('openai-chatgpt-user', ['23.98.142.176/28'], { fetchedAt: null, copiedFrom: copied() }),
  file('google-common', ['66.249.64.0/19'], { operator: 'Google' }),
];

function copied(): RangeFile['copiedFrom'] {
  return { repository: 'someone/cloud-ips', path: 'openai.json', commit: 'abc' };
}

describe('spoofChecks', () => {
  it('checks the allowed bots verified by a published list, with their words and collapsed addresses', () => {
    const checks = spoofChecks({
      allowed: [GPTBOT, CHATGPT_USER, GOOGLEBOT],
      registry: [GPTBOT, CHATGPT_USER, GOOGLEBOT],
      rangeFiles: FILES,
    });
    expect(checks).toEqual([
      {
        id: 'openai_gptbot',
        note: "OpenAI (GPTBot): https://example.com/openai-gptbot.json, fetched 2026-11-01, the publisher's list of 2026-01-02",
        words: ['GPTBot'],
        prefixes: ['20.171.206.0/24', '2001:db8::/32'],
      },
      {
        id: 'openai_chatgpt_user',
        note: "OpenAI (ChatGPT-User): https://example.com/openai-chatgpt-user.json, not fetched from the publisher yet (copied from someone/cloud-ips), the publisher's list of 2026-01-02",
        // No robots.txt token: matched by its name, as the blocked-bot rules do.
        words: ['ChatGPT-User'],
        prefixes: ['23.98.142.176/28'],
      },
    ]);
  });

  it('leaves out blocked bots, and bots whose list is empty', () => {
    expect(spoofChecks({ allowed: [GOOGLEBOT], registry: [GPTBOT], rangeFiles: FILES })).toEqual([]);
    const empty = [file('openai-gptbot', [])];
    expect(spoofChecks({ allowed: [GPTBOT], registry: [GPTBOT], rangeFiles: empty })).toEqual([]);
  });

  it('drops a word another bot may carry that no list vouches for, and adds the lists of those that have one', () => {
    const copycat: VerifiableBot = { name: 'GPTBot-Helper', operator: 'Someone', purpose: 'unknown' };
    expect(
      spoofChecks({ allowed: [GPTBOT], registry: [GPTBOT, copycat], rangeFiles: FILES }).map((c) => c.words),
    ).toEqual([]);
    const sibling: VerifiableBot = { ...CHATGPT_USER, name: 'ChatGPT-User-GPTBot', pattern: /GPTBot-Relay/ };
    const [check] = spoofChecks({ allowed: [GPTBOT], registry: [GPTBOT, sibling], rangeFiles: FILES });
    expect(check?.prefixes).toEqual(['20.171.206.0/24', '23.98.142.176/28', '2001:db8::/32']);
  });

  it('gives the shipped registry checks for OpenAI, Anthropic and Perplexity only', () => {
    const ids = spoofChecks({
      allowed: BOT_REGISTRY,
      registry: BOT_REGISTRY,
      rangeFiles: bundledRangeFiles(),
    }).map((check) => check.id);
    expect(ids.sort()).toEqual([
      'anthropic',
      'openai_chatgpt_user',
      'openai_gptbot',
      'openai_searchbot',
      'perplexity_bot',
      'perplexity_user',
    ]);
  });
});

describe('collapsePrefixes', () => {
  it('drops duplicates and prefixes inside another, writes network addresses, IPv4 first', () => {
    expect(
      collapsePrefixes([
        '2001:db8:1::/48',
        '10.0.0.7/8',
        '10.1.0.0/16',
        '192.0.2.0/24',
        '2001:db8::/32',
        '192.0.2.0/24',
      ]),
    ).toEqual(['10.0.0.0/8', '192.0.2.0/24', '2001:db8::/32']);
  });

  it('throws on a prefix that is not CIDR', () => {
    expect(() => collapsePrefixes(['not-a-prefix'])).toThrow();
  });
});
