import type { BotDefinition } from '../types';

/** Platforms' AI crawlers: Meta, Amazon and ByteDance. */
export const BIG_TECH_AI_CRAWLERS: readonly BotDefinition[] = [
  // Meta: the external agent trains models, the fetcher answers Meta AI prompts, the indexer feeds its search.
  {
    name: 'meta-externalagent',
    pattern: /\bmeta-externalagent\b/i,
    type: 'ai_crawler',
    operator: 'Meta',
    purpose: 'training',
  },
  {
    name: 'meta-externalfetcher',
    pattern: /\bmeta-externalfetcher\b/i,
    type: 'ai_crawler',
    operator: 'Meta',
    purpose: 'user-triggered',
  },
  {
    name: 'meta-webindexer',
    pattern: /\bmeta-webindexer\b/i,
    type: 'ai_crawler',
    operator: 'Meta',
    purpose: 'search',
  },
  // Meta documents FacebookBot as training its speech and language models; link previews are facebookexternalhit.
  {
    name: 'FacebookBot',
    pattern: /\bFacebookBot\b/i,
    type: 'ai_crawler',
    operator: 'Meta',
    purpose: 'training',
  },

  {
    name: 'Amzn-SearchBot',
    pattern: /\bAmzn-SearchBot\b/i,
    type: 'ai_crawler',
    operator: 'Amazon',
    purpose: 'search',
  },
  {
    name: 'Amzn-User',
    pattern: /\bAmzn-User\b/i,
    type: 'ai_crawler',
    operator: 'Amazon',
    purpose: 'user-triggered',
  },
  {
    name: 'Amazonbot',
    pattern: /\bAmazonbot\b/i,
    type: 'ai_crawler',
    operator: 'Amazon',
    purpose: 'training',
  },
  {
    name: 'NovaAct',
    pattern: /\bNovaAct\b/i,
    type: 'ai_crawler',
    operator: 'Amazon',
    purpose: 'user-triggered',
  },

  {
    name: 'Bytespider',
    pattern: /\bBytespider\b/i,
    type: 'ai_crawler',
    operator: 'ByteDance',
    purpose: 'training',
  },
  {
    name: 'TikTokSpider',
    pattern: /\bTikTokSpider\b/i,
    type: 'ai_crawler',
    operator: 'ByteDance',
    purpose: 'training',
  },
];
