/**
 * The bot types and purposes as plain lists, without zod: the server's registry loader reads them at
 * start-up, and every classifying process (the `botlens classify` command included) would otherwise load
 * every schema of the contracts first.
 */
export const BOT_TYPES = ['search_engine', 'ai_crawler', 'social_media', 'other'] as const;
export type BotType = (typeof BOT_TYPES)[number];

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
