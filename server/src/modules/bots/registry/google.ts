import type { BotDefinition } from './types';

/**
 * Google's crawlers and fetchers, grouped as Google groups their address lists
 * (developers.google.com/search/docs/crawling-indexing/google-common-crawlers and siblings).
 *
 * Reverse DNS: common and special crawlers resolve to *.googlebot.com or *.google.com. Only user-triggered
 * fetchers may resolve to *.googleusercontent.com (Google documents gae.googleusercontent.com for them):
 * any Google Cloud customer's VM gets a *.bc.googleusercontent.com name, so accepting that suffix for
 * Googlebot would let anyone with a cloud VM pass as Googlebot.
 */
const CRAWLER_DNS = ['googlebot.com', 'google.com'] as const;
const FETCHER_DNS = ['google.com', 'googleusercontent.com'] as const;

const common = { ranges: 'google-common', reverseDns: CRAWLER_DNS } as const;
const special = { ranges: 'google-special', reverseDns: CRAWLER_DNS } as const;
const userTriggered = { ranges: 'google-user-triggered', reverseDns: FETCHER_DNS } as const;

/** Specific Googlebot flavours precede plain 'Googlebot', which would otherwise claim them all. */
export const GOOGLE_BOTS: readonly BotDefinition[] = [
  {
    name: 'Googlebot-Image',
    pattern: /\bGooglebot-Image\b/i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'search',
    verification: common,
  },
  {
    name: 'Googlebot-Video',
    pattern: /\bGooglebot-Video\b/i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'search',
    verification: common,
  },
  {
    name: 'Googlebot-News',
    pattern: /\bGooglebot-News\b/i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'search',
    verification: common,
  },
  // The smartphone crawler is Googlebot's Chrome-on-Android string followed by the Googlebot comment.
  {
    name: 'Googlebot Smartphone',
    pattern: /Mobile Safari\/[\d.]+ \(compatible; Googlebot\//i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'search',
    verification: common,
  },
  {
    name: 'Googlebot',
    pattern: /\bGooglebot\b/i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'search',
    verification: common,
  },
  // A robots.txt token only: Google never sends it as a user agent, so a hit carrying it is suspect.
  {
    name: 'Google-Extended',
    pattern: /\bGoogle-Extended\b/i,
    type: 'ai_crawler',
    operator: 'Google',
    purpose: 'training',
    verification: common,
  },
  {
    name: 'Google-CloudVertexBot',
    pattern: /\bGoogle-CloudVertexBot\b/i,
    type: 'ai_crawler',
    operator: 'Google',
    purpose: 'user-triggered',
    verification: common,
  },
  // Google documents GoogleOther as one-off crawls for internal research; no purpose in our list fits better.
  {
    name: 'GoogleOther',
    pattern: /\bGoogleOther\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'unknown',
    verification: common,
  },
  {
    name: 'Google-InspectionTool',
    pattern: /\bGoogle-InspectionTool\b/i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'user-triggered',
    verification: common,
  },
  {
    name: 'Storebot-Google',
    pattern: /\bStorebot-Google\b/i,
    type: 'search_engine',
    operator: 'Google',
    purpose: 'search',
    verification: common,
  },

  {
    name: 'AdsBot-Google-Mobile',
    pattern: /\bAdsBot-Google-Mobile\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'advertising',
    verification: special,
  },
  {
    name: 'AdsBot-Google',
    pattern: /\bAdsBot-Google\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'advertising',
    verification: special,
  },
  {
    name: 'Mediapartners-Google',
    pattern: /\bMediapartners-Google\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'advertising',
    verification: special,
  },
  // Delivers push notifications for Google APIs.
  {
    name: 'APIs-Google',
    pattern: /\bAPIs-Google\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'unknown',
    verification: special,
  },
  {
    name: 'Google-Safety',
    pattern: /\bGoogle-Safety\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'security',
    verification: special,
  },

  // Anchored: feed readers append 'like FeedFetcher-Google' to their own strings (Feedly does).
  {
    name: 'FeedFetcher-Google',
    pattern: /^FeedFetcher-Google\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'feed-reader',
    verification: userTriggered,
  },
  {
    name: 'Google-Read-Aloud',
    pattern: /\bGoogle-Read-Aloud\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'user-triggered',
    verification: userTriggered,
  },
  {
    name: 'Google-Site-Verification',
    pattern: /\bGoogle-Site-Verification\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'user-triggered',
    verification: userTriggered,
  },
  {
    name: 'GoogleProducer',
    pattern: /\bGoogleProducer\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'feed-reader',
    verification: userTriggered,
  },
  {
    name: 'Google-NotebookLM',
    pattern: /\bGoogle-NotebookLM\b/i,
    type: 'ai_crawler',
    operator: 'Google',
    purpose: 'user-triggered',
    verification: userTriggered,
  },
  // GoogleAgent-Mariner and later agents browse on a person's behalf.
  {
    name: 'GoogleAgent',
    pattern: /\bGoogle-?Agent\b/i,
    type: 'ai_crawler',
    operator: 'Google',
    purpose: 'user-triggered',
    verification: userTriggered,
  },

  // Lighthouse runs on anyone's machine as well as in PageSpeed Insights, so there is nothing to verify.
  {
    name: 'Google Lighthouse',
    pattern: /\bChrome-Lighthouse\b|Google Page Speed Insights/i,
    type: 'other',
    operator: 'Google',
    purpose: 'monitoring',
  },
  {
    name: 'Google Favicon',
    pattern: /\bGoogle Favicon\b/,
    type: 'other',
    operator: 'Google',
    purpose: 'preview',
  },
  {
    name: 'Google Web Preview',
    pattern: /\bGoogle Web Preview\b/,
    type: 'other',
    operator: 'Google',
    purpose: 'preview',
  },
  {
    name: 'GoogleImageProxy',
    pattern: /\bGoogleImageProxy\b/,
    type: 'other',
    operator: 'Google',
    purpose: 'user-triggered',
  },
  {
    name: 'DuplexWeb-Google',
    pattern: /\bDuplexWeb-Google\b/,
    type: 'other',
    operator: 'Google',
    purpose: 'user-triggered',
  },
  {
    name: 'googleweblight',
    pattern: /\bgoogleweblight\b/,
    type: 'other',
    operator: 'Google',
    purpose: 'user-triggered',
  },
];
