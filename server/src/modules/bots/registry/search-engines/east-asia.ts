import type { BotDefinition } from '../types';

/** Chinese and Korean engines: Baidu, Sogou, Qihoo 360, Shenma, Naver and Daum. */
export const EAST_ASIAN_SEARCH_ENGINES: readonly BotDefinition[] = [
  {
    name: 'Baiduspider-image',
    pattern: /\bBaiduspider-image\b/i,
    type: 'search_engine',
    operator: 'Baidu',
    purpose: 'search',
  },
  {
    name: 'Baiduspider',
    pattern: /\bBaiduspider\b|\bbaidu Transcoder\b/i,
    type: 'search_engine',
    operator: 'Baidu',
    purpose: 'search',
  },
  // 'Sogou web spider', 'Sogou Pic Spider', 'Sogou inst spider'…; the Sogou browser says SogouMobileBrowser.
  {
    name: 'Sogou Spider',
    pattern: /\bSogou[ -][\w -]{0,12}spider\b/i,
    type: 'search_engine',
    operator: 'Sogou',
    purpose: 'search',
  },
  {
    name: '360Spider',
    pattern: /\b360Spider\b|\bHaoSouSpider\b/i,
    type: 'search_engine',
    operator: 'Qihoo 360',
    purpose: 'search',
  },
  {
    name: 'YisouSpider',
    pattern: /\bYisouSpider\b/i,
    type: 'search_engine',
    operator: 'Shenma (Alibaba)',
    purpose: 'search',
  },
  {
    name: 'Yeti',
    pattern: /\bYeti\/\d|\bNaverbot\b/i,
    type: 'search_engine',
    operator: 'Naver',
    purpose: 'search',
  },
  {
    name: 'Daum',
    pattern: /\bDaum(?:oa)?[ /]\d/,
    type: 'search_engine',
    operator: 'Kakao',
    purpose: 'search',
  },
];
