import { userTriggered } from './google-verification';
import type { BotDefinition } from './types';

/**
 * Google's fetchers and tools: user-triggered fetchers (developers.google.com/search/docs/crawling-indexing/
 * google-user-triggered-fetchers), which Google says generally ignore robots.txt because a person asked for
 * the page, and the preview and testing tools that run on request.
 */
const USER_TRIGGERED_DOCS =
  'https://developers.google.com/search/docs/crawling-indexing/google-user-triggered-fetchers';

export const GOOGLE_FETCHERS: readonly BotDefinition[] = [
  // Anchored: feed readers append 'like FeedFetcher-Google' to their own strings (Feedly does).
  {
    name: 'FeedFetcher-Google',
    pattern: /^FeedFetcher-Google\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'feed-reader',
    verification: userTriggered,
    robotsTokens: [],
    docsUrl: USER_TRIGGERED_DOCS,
  },
  {
    name: 'Google-Read-Aloud',
    pattern: /\bGoogle-Read-Aloud\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'user-triggered',
    verification: userTriggered,
    robotsTokens: [],
    docsUrl: USER_TRIGGERED_DOCS,
    note: 'Reads a page aloud for the person who asked; not a search crawler.',
  },
  {
    name: 'Google-Site-Verification',
    pattern: /\bGoogle-Site-Verification\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'user-triggered',
    verification: userTriggered,
    robotsTokens: [],
    docsUrl: USER_TRIGGERED_DOCS,
    note: 'Fetches a verification file when a site owner asks Search Console to verify a site.',
  },
  {
    name: 'GoogleProducer',
    pattern: /\bGoogleProducer\b/i,
    type: 'other',
    operator: 'Google',
    purpose: 'feed-reader',
    verification: userTriggered,
    robotsTokens: [],
    docsUrl: USER_TRIGGERED_DOCS,
    note: 'Google Publisher Center fetches the feeds publishers submit for Google News.',
  },
  {
    name: 'Google-NotebookLM',
    pattern: /\b(?:Google-)?NotebookLM\b/i,
    type: 'ai_crawler',
    operator: 'Google',
    purpose: 'user-triggered',
    verification: userTriggered,
    robotsTokens: [],
    docsUrl: USER_TRIGGERED_DOCS,
  },
  // GoogleAgent-Mariner and later agents browse on a person's behalf.
  {
    name: 'GoogleAgent',
    pattern: /\bGoogle-?Agent\b/i,
    type: 'ai_crawler',
    operator: 'Google',
    purpose: 'user-triggered',
    verification: userTriggered,
    robotsTokens: [],
    docsUrl: USER_TRIGGERED_DOCS,
    note: "Google's agents (Project Mariner and its successors) browse for a person.",
  },

  // Lighthouse runs on anyone's machine as well as in PageSpeed Insights, so there is nothing to verify.
  {
    name: 'Google Lighthouse',
    pattern: /\bChrome-Lighthouse\b|Google Page Speed Insights/i,
    type: 'other',
    operator: 'Google',
    purpose: 'monitoring',
    robotsTokens: [],
    docsUrl: 'https://developer.chrome.com/docs/lighthouse/overview',
  },
  {
    name: 'Google Favicon',
    pattern: /\bGoogle Favicon\b/,
    type: 'other',
    operator: 'Google',
    purpose: 'preview',
    robotsTokens: [],
    note: 'Fetches favicons shown beside Google Search results: a preview, not a crawl.',
  },
  {
    name: 'Google Web Preview',
    pattern: /\bGoogle Web Preview\b/,
    type: 'other',
    operator: 'Google',
    purpose: 'preview',
    robotsTokens: [],
    note: 'Rendered snapshots of pages for Google Search results, not a social network preview.',
  },
  {
    name: 'GoogleImageProxy',
    pattern: /\bGoogleImageProxy\b/,
    type: 'other',
    operator: 'Google',
    purpose: 'user-triggered',
    robotsTokens: [],
    note: 'Gmail fetches the images of a message its reader opens: user-triggered, not a social preview.',
  },
  {
    name: 'DuplexWeb-Google',
    pattern: /\bDuplexWeb-Google\b/,
    type: 'other',
    operator: 'Google',
    purpose: 'user-triggered',
    robotsTokens: ['DuplexWeb-Google'],
  },
  {
    name: 'googleweblight',
    pattern: /\bgoogleweblight\b/,
    type: 'other',
    operator: 'Google',
    purpose: 'user-triggered',
    robotsTokens: [],
  },
];
