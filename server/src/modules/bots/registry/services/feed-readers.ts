import { notControlledByRobotsTxt } from '../no-robots-txt';
import type { BotDefinition } from '../types';

/** Feed readers poll RSS and Atom feeds for their subscribers. */
export const FEED_READERS: readonly BotDefinition[] = notControlledByRobotsTxt([
  {
    name: 'Feedly',
    pattern: /\b(?:Meta)?Feedly(?:Bot|App)?\//i,
    type: 'other',
    operator: 'Feedly',
    purpose: 'feed-reader',
  },
  {
    name: 'Inoreader',
    pattern: /\binoreader\b/i,
    type: 'other',
    operator: 'Inoreader',
    purpose: 'feed-reader',
  },
  {
    name: 'NewsBlur',
    pattern: /\bNewsBlur (?:Feed|Page) Fetcher\b/i,
    type: 'other',
    operator: 'NewsBlur',
    purpose: 'feed-reader',
  },
  {
    name: 'Feedbin',
    pattern: /^Feedbin\b|\bFeedbin feed-id\b/i,
    type: 'other',
    operator: 'Feedbin',
    purpose: 'feed-reader',
  },
  {
    name: 'The Old Reader',
    pattern: /\btheoldreader\.com\b/i,
    type: 'other',
    operator: 'The Old Reader',
    purpose: 'feed-reader',
  },
  { name: 'BazQux', pattern: /\bBazQux\//i, type: 'other', operator: 'BazQux', purpose: 'feed-reader' },
  {
    name: 'Feedspot',
    // Not its site's host, which Feedspotbot's string links to.
    pattern: /\bFeedspot(?:bot)?\b(?!\.com)/i,
    type: 'other',
    operator: 'Feedspot',
    purpose: 'feed-reader',
  },
  { name: 'FreshRSS', pattern: /\bFreshRSS\//i, type: 'other', operator: 'Unknown', purpose: 'feed-reader' },
  {
    name: 'Tiny Tiny RSS',
    pattern: /\bTiny Tiny RSS\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'feed-reader',
  },
  { name: 'Miniflux', pattern: /\bMiniflux\//i, type: 'other', operator: 'Unknown', purpose: 'feed-reader' },
  { name: 'Netvibes', pattern: /\bNetvibes\b/i, type: 'other', operator: 'Netvibes', purpose: 'feed-reader' },
  {
    name: 'Bloglovin',
    pattern: /\bBloglovin\//i,
    type: 'other',
    operator: 'Bloglovin',
    purpose: 'feed-reader',
  },
  {
    name: 'Blogtrottr',
    pattern: /\bBlogtrottr\//i,
    type: 'other',
    operator: 'Blogtrottr',
    purpose: 'feed-reader',
  },
  {
    name: 'CommaFeed',
    pattern: /\bCommaFeed\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'feed-reader',
  },
  {
    name: 'Superfeedr',
    pattern: /\bSuperfeedr bot\b/i,
    type: 'other',
    operator: 'Superfeedr',
    purpose: 'feed-reader',
  },
  {
    name: 'FeedBurner',
    pattern: /\bFeedBurner\//i,
    type: 'other',
    operator: 'Google',
    purpose: 'feed-reader',
  },
  {
    name: 'SimplePie',
    pattern: /\bSimplePie\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'feed-reader',
  },
]);
