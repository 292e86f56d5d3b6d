import { GOOGLE_FETCHERS } from './google-fetchers';
import { common, special } from './google-verification';
import type { BotDefinition } from './types';

const COMMON_DOCS = 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers';
const SPECIAL_DOCS =
  'https://developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers';

/**
 * Google's crawlers, grouped as Google groups its address lists. Specific Googlebot flavours precede plain
 * 'Googlebot', which would otherwise claim them all.
 */
export const GOOGLE_CRAWLERS: readonly BotDefinition[] = [
  // AdSense's crawler first: its older strings say 'Mediapartners (Googlebot)'.
  {
    name: 'Mediapartners-Google',
    pattern: /\bMediapartners(?:-Google\b| \(Googlebot\))/i,
    type: 'other',
    operator: 'Google',
    purpose: 'advertising',
    verification: special,
    robotsTokens: ['Mediapartners-Google'],
    docsUrl: SPECIAL_DOCS,
  },
  {
    name: 'Googlebot-Image',
    pattern: /\bGooglebot-Image\b/i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'search',
    verification: common,
    robotsTokens: ['Googlebot-Image', 'Googlebot'],
    docsUrl: COMMON_DOCS,
  },
  {
    name: 'Googlebot-Video',
    pattern: /\bGooglebot-Video\b/i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'search',
    verification: common,
    robotsTokens: ['Googlebot-Video', 'Googlebot'],
    docsUrl: COMMON_DOCS,
  },
  {
    name: 'Googlebot-News',
    pattern: /\bGooglebot-News\b/i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'search',
    verification: common,
    robotsTokens: ['Googlebot-News', 'Googlebot'],
    docsUrl: COMMON_DOCS,
  },
  // The smartphone crawler is Googlebot's Chrome-on-Android string followed by the Googlebot comment.
  {
    name: 'Googlebot Smartphone',
    pattern: /Mobile Safari\/[\d.]+ \(compatible; Googlebot\//i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'search',
    verification: common,
    robotsTokens: ['Googlebot'],
    docsUrl: COMMON_DOCS,
  },
  {
    name: 'Googlebot',
    pattern: /\bGooglebot\b/i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'search',
    verification: common,
    robotsTokens: ['Googlebot'],
    docsUrl: COMMON_DOCS,
  },
  // A robots.txt token only: Google never sends it as a user agent, so a hit carrying it is suspect.
  {
    name: 'Google-Extended',
    pattern: /\bGoogle-Extended\b/i,
    type: 'ai_crawler',
    operator: 'Google',
    purpose: 'training',
    verification: common,
    robotsTokens: ['Google-Extended'],
    docsUrl: COMMON_DOCS,
  },
  {
    name: 'Google-CloudVertexBot',
    pattern: /\b(?:Google-)?CloudVertexBot\b/i,
    type: 'ai_crawler',
    operator: 'Google',
    purpose: 'user-triggered',
    verification: common,
    robotsTokens: ['Google-CloudVertexBot'],
    docsUrl: COMMON_DOCS,
    note: 'Crawls the sites a Vertex AI customer names for the agent they build: on request, not for training.',
  },
  {
    name: 'GoogleOther',
    pattern: /\bGoogleOther\b/i,
    type: 'ai_crawler',
    operator: 'Google',
    purpose: 'training',
    verification: common,
    robotsTokens: ['GoogleOther', 'GoogleOther-Image', 'GoogleOther-Video'],
    docsUrl: COMMON_DOCS,
    note: 'Typed AI, purpose training: Google documents it as one-off crawls by product teams for internal research and development, not Search, and ai.robots.txt lists it as a data scraper; blocking it does not affect Google Search.',
  },
  {
    name: 'Google-InspectionTool',
    pattern: /\bGoogle-InspectionTool\b/i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'user-triggered',
    verification: common,
    robotsTokens: ['Google-InspectionTool'],
    docsUrl: COMMON_DOCS,
  },
  {
    name: 'Storebot-Google',
    pattern: /\bStorebot-Google\b/i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'search',
    verification: common,
    robotsTokens: ['Storebot-Google'],
    docsUrl: COMMON_DOCS,
  },

  {
    name: 'AdsBot-Google-Mobile',
    pattern: /\bAdsBot-Google-Mobile\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'advertising',
    verification: special,
    robotsTokens: ['AdsBot-Google-Mobile'],
    docsUrl: SPECIAL_DOCS,
  },
  {
    name: 'AdsBot-Google',
    pattern: /\bAdsBot-Google\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'advertising',
    verification: special,
    robotsTokens: ['AdsBot-Google'],
    docsUrl: SPECIAL_DOCS,
  },

  // Delivers push notifications for Google APIs.
  {
    name: 'APIs-Google',
    pattern: /\bAPIs-Google\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'unknown',
    verification: special,
    robotsTokens: ['APIs-Google'],
    docsUrl: SPECIAL_DOCS,
    note: 'Delivers push notifications for Google APIs; not a search crawler.',
  },
  {
    name: 'Google-Safety',
    pattern: /\bGoogle-Safety\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'security',
    verification: special,
    // Google: it ignores robots.txt, since it looks for abuse.
    robotsTokens: [],
    docsUrl: SPECIAL_DOCS,
    note: 'Checks links for malware and abuse; not a search crawler.',
  },
];

/** Google's crawlers first, then its fetchers and tools. */
export const GOOGLE_BOTS: readonly BotDefinition[] = [...GOOGLE_CRAWLERS, ...GOOGLE_FETCHERS];
