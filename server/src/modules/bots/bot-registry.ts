import { AI_CRAWLERS } from './registry/ai-crawlers';
import { GOOGLE_BOTS } from './registry/google';
import { SEARCH_ENGINES } from './registry/search-engines';
import { SEO_TOOLS } from './registry/seo-tools';
import { ARCHIVERS, FEED_READERS, MONITORS, SECURITY_SCANNERS } from './registry/services';
import { SOCIAL_MEDIA } from './registry/social-media';
import { HEADLESS_BROWSERS, HTTP_LIBRARIES } from './registry/tools';
import type { BotDefinition } from './registry/types';
import { createRegistryIndex } from './registry-index';

export type { BotDefinition, BotSource, BotVerificationMethod, RangeSetKey } from './registry/types';

/**
 * Every named bot, first match wins. The order of the groups matters where strings overlap:
 * - social previews first: Apple Messages sends 'facebookexternalhit/1.1 Facebot Twitterbot/1.0' after a
 *   Safari string and must not be taken for Meta's or X's fetcher (SOCIAL_MEDIA lists those composites first);
 * - Google before other search engines: its '*-Google' tokens are specific, and plain 'Googlebot' is tried
 *   only after 'Googlebot-Image', '-Video', '-News' and the smartphone string;
 * - named services before headless browsers and HTTP libraries, whose tokens appear inside services'
 *   strings ('http.rb/… (Mastodon/…)', 'LinkedInBot/1.0 (… Jakarta Commons-HttpClient/3.1 …)').
 */
export const BOT_REGISTRY: readonly BotDefinition[] = [
  ...SOCIAL_MEDIA,
  ...AI_CRAWLERS,
  ...GOOGLE_BOTS,
  ...SEARCH_ENGINES,
  ...SEO_TOOLS,
  ...MONITORS,
  ...SECURITY_SCANNERS,
  ...ARCHIVERS,
  ...FEED_READERS,
  ...HEADLESS_BROWSERS,
  ...HTTP_LIBRARIES,
];

const BY_NAME = new Map(BOT_REGISTRY.map((bot) => [bot.name, bot]));

/** Tests only the patterns whose literals the user agent contains, in registry order (registry-index.ts). */
const REGISTRY_INDEX = createRegistryIndex(BOT_REGISTRY);

/** The first registered bot whose pattern matches, or undefined: the same bot an ordered scan would find. */
export function findRegisteredBot(userAgent: string): BotDefinition | undefined {
  return REGISTRY_INDEX.find(userAgent);
}

export function findBotByName(name: string): BotDefinition | undefined {
  return BY_NAME.get(name);
}
