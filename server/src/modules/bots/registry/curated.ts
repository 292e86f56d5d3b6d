import { AI_CRAWLERS } from './ai-crawlers';
import { GOOGLE_BOTS } from './google';
import { SEARCH_ENGINES } from './search-engines';
import { SEO_TOOLS } from './seo-tools';
import { ARCHIVERS, FEED_READERS, MONITORS, SECURITY_SCANNERS } from './services';
import { SITE_AUDIT_AND_MARKETING_TOOLS } from './site-audit-tools';
import { SOCIAL_MEDIA } from './social-media';
import { HEADLESS_BROWSERS, HTTP_LIBRARIES } from './tools';
import type { BotDefinition } from './types';

/**
 * Our own entries, which win over the sources (registry-update/ merges them into generated/). First match
 * wins, and the order of the groups matters where strings overlap:
 * - social previews first: Apple Messages sends 'facebookexternalhit/1.1 Facebot Twitterbot/1.0' after a
 *   Safari string and must not be taken for Meta's or X's fetcher (SOCIAL_MEDIA lists those composites first);
 * - Google before other search engines: its '*-Google' tokens are specific, and plain 'Googlebot' is tried
 *   only after 'Googlebot-Image', '-Video', '-News' and the smartphone string;
 * - named services before headless browsers and HTTP libraries (CURATED_TOOLS, placed after every named
 *   bot of the sources too), whose tokens appear inside services' strings ('http.rb/… (Mastodon/…)',
 *   'LinkedInBot/1.0 (… Jakarta Commons-HttpClient/3.1 …)').
 */
export const CURATED_BOTS: readonly BotDefinition[] = [
  ...SOCIAL_MEDIA,
  ...AI_CRAWLERS,
  ...GOOGLE_BOTS,
  ...SEARCH_ENGINES,
  ...SEO_TOOLS,
  ...SITE_AUDIT_AND_MARKETING_TOOLS,
  ...MONITORS,
  ...SECURITY_SCANNERS,
  ...ARCHIVERS,
  ...FEED_READERS,
];

/** Automated browsers and HTTP libraries: anyone runs them, so they name no one and come last. */
export const CURATED_TOOLS: readonly BotDefinition[] = [...HEADLESS_BROWSERS, ...HTTP_LIBRARIES];
