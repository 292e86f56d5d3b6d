import type { PolicyBot } from './generate-robots-txt';

/** A registry bot as the server rules read it: its words, and the pattern its user agents match. */
export type WordedBot = PolicyBot & { pattern?: RegExp };

/** Plain text only: no word may reach a server's regular-expression engine as anything but text. */
const PLAIN_WORD = /^[\w .!-]{2,100}$/;

export function isPlainWord(word: string): boolean {
  return PLAIN_WORD.test(word);
}

/** The words a bot is matched by in a User-Agent: its documented robots.txt tokens, else its name. */
export function userAgentWords(bot: PolicyBot): string[] {
  return (bot.robotsTokens?.length ? [...bot.robotsTokens] : [bot.name]).filter(isPlainWord);
}

/** Whether a bot's User-Agent may hold the word: its name or its pattern's text does (case-insensitively). */
export function mayCarry(bot: WordedBot, word: string): boolean {
  const needle = word.toLowerCase();
  const patternText = (bot.pattern?.source ?? '').replace(/\\/g, '').toLowerCase();
  return bot.name.toLowerCase().includes(needle) || patternText.includes(needle);
}

/**
 * The words that answer 403 to the bots a policy blocks, without a word an allowed bot may carry: the
 * registry's "Spider" (spider.com) would otherwise shut out Baiduspider and every other *spider the policy
 * lets in. A blocked bot left without a word is not matched by user agent (robots.txt still speaks to it).
 */
export function blockedWords(blocked: readonly WordedBot[], allowed: readonly WordedBot[]): string[] {
  const words = [...new Set(blocked.flatMap(userAgentWords))];
  return words.filter((word) => !allowed.some((bot) => mayCarry(bot, word)));
}
