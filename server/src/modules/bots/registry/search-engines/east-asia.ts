import type { BotDefinition } from '../types';

const BAIDU_DOCS = 'https://www.baidu.com/search/robots_english.html';

/** Chinese and Korean engines: Baidu, Sogou, Qihoo 360, Shenma, Naver and Daum. */
export const EAST_ASIAN_SEARCH_ENGINES: readonly BotDefinition[] = [
  {
    name: 'Baiduspider-image',
    pattern: /\bBaiduspider-image\b/i,
    type: 'search_engine',
    operator: 'Baidu',
    purpose: 'search',
    robotsTokens: ['Baiduspider-image', 'Baiduspider'],
    docsUrl: BAIDU_DOCS,
  },
  {
    name: 'Baiduspider',
    // Some of its strings carry only its help page: '(compatible; +http://www.baidu.com/search/spider.html)'.
    pattern: /\bBaiduspider\b|\bbaidu Transcoder\b|\bbaidu\.com\/search\/spider\.html/i,
    type: 'search_engine',
    operator: 'Baidu',
    purpose: 'search',
    robotsTokens: ['Baiduspider'],
    docsUrl: BAIDU_DOCS,
  },
  // 'Sogou web spider', 'Sogou Pic Spider', 'Sogou inst spider'…; the Sogou browser says SogouMobileBrowser.
  {
    name: 'Sogou Spider',
    pattern: /\bSogou[ -][\w -]{0,12}spider\b/i,
    type: 'search_engine',
    operator: 'Sogou',
    purpose: 'search',
    robotsTokens: ['Sogou web spider', 'Sogou inst spider', 'Sogou spider'],
    docsUrl: 'https://www.sogou.com/docs/help/webmasters.htm#07',
  },
  {
    name: '360Spider',
    pattern: /\b360Spider\b|\bHaoSouSpider\b/i,
    type: 'search_engine',
    operator: 'Qihoo 360',
    purpose: 'search',
    robotsTokens: ['360Spider'],
  },
  {
    name: 'YisouSpider',
    pattern: /\bYisouSpider\b/i,
    type: 'search_engine',
    operator: 'Shenma (Alibaba)',
    purpose: 'search',
    robotsTokens: ['YisouSpider'],
  },
  {
    name: 'Yeti',
    pattern: /\bYeti\/\d|\bNaverbot\b/i,
    type: 'search_engine',
    operator: 'Naver',
    purpose: 'search',
    robotsTokens: ['Yeti'],
    docsUrl: 'https://searchadvisor.naver.com/guide/seo-basic-firewall',
  },
  {
    name: 'Daum',
    pattern: /\bDaum(?:oa)?[ /]\d/,
    type: 'search_engine',
    operator: 'Kakao',
    purpose: 'search',
    robotsTokens: ['Daum', 'Daumoa'],
  },
];
