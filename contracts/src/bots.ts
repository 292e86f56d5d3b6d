import { z } from 'zod';

export const BOT_TYPES = ['search_engine', 'ai_crawler', 'social_media', 'other'] as const;
export const botType = z.enum(BOT_TYPES);
export type BotType = z.infer<typeof botType>;

/** Why a bot fetches pages. 'human' is never a purpose: people are not classified as bots. */
export const BOT_PURPOSES = [
  'training',
  'search',
  'user-triggered',
  'preview',
  'monitoring',
  'seo-tool',
  'archiving',
  'security',
  'advertising',
  'feed-reader',
  'http-library',
  'headless-browser',
  'unknown',
] as const;
export type BotPurpose = (typeof BOT_PURPOSES)[number];

/** What classifyUserAgent says of one user agent. For a person, isBot is false and the rest is null. */
export type BotClassification =
  | { isBot: true; type: BotType; name: string; operator: string; purpose: BotPurpose }
  | { isBot: false; type: null; name: null; operator: null; purpose: null };

/**
 * verified: the address is in the operator's published ranges or passes forward-confirmed reverse DNS;
 * spoofed: the operator publishes how to check and the hit fails that check;
 * unverifiable: the operator publishes nothing to check against (or the check could not run).
 */
export const VERIFICATIONS = ['verified', 'spoofed', 'unverifiable'] as const;
export type Verification = (typeof VERIFICATIONS)[number];

/**
 * A bot's address in the directory (`/bots/<slug>`): its name in lower case, every run of characters other
 * than letters and digits turned into one dash. 'Claude-SearchBot' → 'claude-searchbot',
 * 'Google Web Preview' → 'google-web-preview'.
 */
export function botSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
