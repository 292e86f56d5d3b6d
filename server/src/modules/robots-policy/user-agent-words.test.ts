import { describe, expect, it } from 'vitest';
import { blockedWords, mayCarry, userAgentWords, type WordedBot } from './user-agent-words';

const SPIDER: WordedBot = {
  name: 'Spider (spider.com)',
  operator: 'Spider',
  purpose: 'training',
  robotsTokens: ['Spider'],
  pattern: /\bSpider; \+https?:\/\/(?:www\.)?spider\.com\b/,
};
const BAIDUSPIDER: WordedBot = {
  name: 'Baiduspider',
  operator: 'Baidu',
  purpose: 'search',
  pattern: /Baiduspider/,
};
const GPTBOT: WordedBot = {
  name: 'GPTBot',
  operator: 'OpenAI',
  purpose: 'training',
  robotsTokens: ['GPTBot'],
};

describe('user-agent words', () => {
  it('takes a bot’s tokens, else its name, as plain text only', () => {
    expect(userAgentWords(GPTBOT)).toEqual(['GPTBot']);
    expect(userAgentWords({ ...GPTBOT, name: 'Bytespider', robotsTokens: [] })).toEqual(['Bytespider']);
    expect(userAgentWords({ ...GPTBOT, name: 'Odd (name)', robotsTokens: [] })).toEqual([]);
  });

  it('reads whether a bot may carry a word from its name or pattern, case-insensitively', () => {
    expect(mayCarry(BAIDUSPIDER, 'spider')).toBe(true);
    expect(mayCarry({ ...BAIDUSPIDER, name: 'Baidu' }, 'SPIDER')).toBe(true);
    expect(mayCarry(BAIDUSPIDER, 'GPTBot')).toBe(false);
  });

  it('leaves out a blocked word an allowed bot may carry, so the rules do not shut it out', () => {
    expect(blockedWords([SPIDER, GPTBOT], [BAIDUSPIDER])).toEqual(['GPTBot']);
    expect(blockedWords([SPIDER, GPTBOT], [])).toEqual(['Spider', 'GPTBot']);
  });
});
