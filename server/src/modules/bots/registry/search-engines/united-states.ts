import type { BotDefinition } from '../types';

/** Microsoft documents one method for all of its crawlers: reverse DNS under search.msn.com. */
const microsoft = { ranges: 'bing', reverseDns: ['search.msn.com'] } as const;
/** Apple publishes no list we ship; Applebot is verified by reverse DNS under applebot.apple.com. */
const apple = { reverseDns: ['applebot.apple.com'] } as const;

/** Microsoft's, Apple's and DuckDuckGo's crawlers (United States). */
export const US_SEARCH_ENGINES: readonly BotDefinition[] = [
  {
    name: 'BingPreview',
    pattern: /\bBingPreview\b/i,
    type: 'search_engine',
    operator: 'Microsoft',
    purpose: 'preview',
    verification: microsoft,
  },
  {
    name: 'MicrosoftPreview',
    pattern: /\bMicrosoftPreview\b/i,
    type: 'search_engine',
    operator: 'Microsoft',
    purpose: 'preview',
    verification: microsoft,
  },
  {
    name: 'AdIdxBot',
    pattern: /\bAdIdxBot\b/i,
    type: 'other',
    operator: 'Microsoft',
    purpose: 'advertising',
    verification: microsoft,
  },
  // After AdIdxBot: its string links to 'bingbot.htm', which the lookahead also refuses.
  {
    name: 'bingbot',
    pattern: /\bbingbot(?:\/|\b(?!\.htm))/i,
    type: 'search_engine',
    operator: 'Microsoft',
    purpose: 'search',
    verification: microsoft,
  },
  // msnbot, msnbot-media and MSNBot/Nutch are Bing's predecessors, still seen in logs.
  {
    name: 'msnbot',
    pattern: /\bmsnbot\b/i,
    type: 'search_engine',
    operator: 'Microsoft',
    purpose: 'search',
    verification: microsoft,
  },

  // Applebot-Extended is a robots.txt token for training opt-out; it precedes the plain token it contains.
  {
    name: 'Applebot-Extended',
    pattern: /\bApplebot-Extended\b/i,
    type: 'ai_crawler',
    operator: 'Apple',
    purpose: 'training',
    verification: apple,
  },
  {
    name: 'Applebot',
    pattern: /\bApplebot\b/i,
    type: 'search_engine',
    operator: 'Apple',
    purpose: 'search',
    verification: apple,
  },

  {
    name: 'DuckDuckGo-Favicons-Bot',
    pattern: /\bDuckDuckGo-Favicons-Bot\b/i,
    type: 'search_engine',
    operator: 'DuckDuckGo',
    purpose: 'preview',
  },
  {
    name: 'DuckDuckBot',
    pattern: /\bDuckDuckBot\b/i,
    type: 'search_engine',
    operator: 'DuckDuckGo',
    purpose: 'search',
  },
];
