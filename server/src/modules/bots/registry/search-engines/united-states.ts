import type { BotDefinition } from '../types';

const BING_DOCS = 'https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0';
const APPLE_DOCS = 'https://support.apple.com/en-us/119829';

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
    robotsTokens: ['BingPreview'],
    docsUrl: BING_DOCS,
    note: 'Snapshots pages for Bing results: part of the search engine, not a social network.',
  },
  {
    name: 'MicrosoftPreview',
    pattern: /\bMicrosoftPreview\b/i,
    type: 'search_engine',
    operator: 'Microsoft',
    purpose: 'preview',
    verification: microsoft,
    robotsTokens: ['MicrosoftPreview'],
    docsUrl: BING_DOCS,
    note: "Previews links in Microsoft's products from Bing's infrastructure: part of the search engine.",
  },
  {
    name: 'AdIdxBot',
    pattern: /\bAdIdxBot\b/i,
    type: 'other',
    operator: 'Microsoft',
    purpose: 'advertising',
    verification: microsoft,
    robotsTokens: ['adidxbot'],
    docsUrl: BING_DOCS,
    note: "Bing Ads' crawler, checking advertisers' landing pages; not a search crawler.",
  },
  // After AdIdxBot: its string links to 'bingbot.htm', which the lookahead also refuses.
  {
    name: 'bingbot',
    pattern: /\bbingbot(?:\/|\b(?!\.htm))/i,
    type: 'search_engine',
    operator: 'Microsoft',
    purpose: 'search',
    verification: microsoft,
    robotsTokens: ['bingbot'],
    docsUrl: BING_DOCS,
  },
  // msnbot, msnbot-media and MSNBot/Nutch are Bing's predecessors, still seen in logs.
  {
    name: 'msnbot',
    pattern: /\bmsnbot\b/i,
    type: 'search_engine',
    operator: 'Microsoft',
    purpose: 'search',
    verification: microsoft,
    // bingbot obeys rules written for msnbot, its predecessor.
    robotsTokens: ['msnbot'],
    docsUrl: BING_DOCS,
  },

  // Applebot-Extended is a robots.txt token for training opt-out; it precedes the plain token it contains.
  {
    name: 'Applebot-Extended',
    pattern: /\bApplebot-Extended\b/i,
    type: 'ai_crawler',
    operator: 'Apple',
    purpose: 'training',
    verification: apple,
    robotsTokens: ['Applebot-Extended'],
    docsUrl: APPLE_DOCS,
    note: "A robots.txt token only: it decides whether Applebot's data trains Apple's foundation models.",
  },
  {
    name: 'Applebot',
    pattern: /\bApplebot\b/i,
    type: 'ai_crawler',
    operator: 'Apple',
    purpose: 'search',
    verification: apple,
    robotsTokens: ['Applebot'],
    docsUrl: APPLE_DOCS,
    note: 'Typed AI: Apple documents its index as what Siri and Apple Intelligence answer from (ai.robots.txt lists it as an AI search crawler); it also serves Spotlight and Safari, and training is decided by Applebot-Extended.',
  },

  {
    name: 'DuckDuckGo-Favicons-Bot',
    pattern: /\bDuckDuckGo-Favicons-Bot\b/i,
    type: 'search_engine',
    operator: 'DuckDuckGo',
    purpose: 'preview',
    robotsTokens: [],
  },
  {
    name: 'DuckDuckBot',
    pattern: /\bDuckDuckBot\b/i,
    type: 'search_engine',
    operator: 'DuckDuckGo',
    purpose: 'search',
    robotsTokens: ['DuckDuckBot'],
    docsUrl: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckduckbot',
  },
];
