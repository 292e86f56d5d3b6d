import type { BotDefinition } from '../types';

/** Yandex's crawlers (Russia). */
export const RUSSIAN_SEARCH_ENGINES: readonly BotDefinition[] = [
  // Yandex runs one bot per product; YandexBot is the main crawler and the catch-all for the others.
  {
    name: 'YandexImages',
    pattern: /\bYandexImages\b/i,
    type: 'search_engine',
    operator: 'Yandex',
    purpose: 'search',
  },
  {
    name: 'YandexVideo',
    pattern: /\bYandexVideo\b/i,
    type: 'search_engine',
    operator: 'Yandex',
    purpose: 'search',
  },
  {
    name: 'YandexNews',
    pattern: /\bYandexNews\b/i,
    type: 'search_engine',
    operator: 'Yandex',
    purpose: 'search',
  },
  {
    name: 'YandexMobileBot',
    pattern: /\bYandexMobileBot\b/i,
    type: 'search_engine',
    operator: 'Yandex',
    purpose: 'search',
  },
  {
    name: 'YandexFavicons',
    pattern: /\bYandexFavicons\b/i,
    type: 'search_engine',
    operator: 'Yandex',
    purpose: 'preview',
  },
  {
    name: 'YandexMetrika',
    pattern: /\bYandexMetrika\b/i,
    type: 'other',
    operator: 'Yandex',
    purpose: 'monitoring',
  },
  {
    name: 'YandexDirect',
    pattern: /\bYandexDirect\b/i,
    type: 'other',
    operator: 'Yandex',
    purpose: 'advertising',
  },
  {
    name: 'YandexWebmaster',
    pattern: /\bYandexWebmaster\b/i,
    type: 'other',
    operator: 'Yandex',
    purpose: 'seo-tool',
  },
  {
    name: 'YandexRenderResourcesBot',
    pattern: /\bYandexRenderResourcesBot\b/i,
    type: 'search_engine',
    operator: 'Yandex',
    purpose: 'search',
  },
  {
    name: 'YandexBot',
    pattern: /\bYandex(?:Bot|Accessibility|Verticals|SearchShop|Blogs|Calendar|Market|Sitelinks)\b/i,
    type: 'search_engine',
    operator: 'Yandex',
    purpose: 'search',
  },
];
