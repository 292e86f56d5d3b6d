/**
 * The 8 bot profiles of the demo site: who they are, how often they come, how many pages a visit reads and
 * from where. Addresses sit in each operator's published ranges, except the last profile: a scraper that
 * claims to be Googlebot from a residential address, which verification must mark as spoofed.
 */
export type DemoBotProfile = {
  userAgent: string;
  /** Three octets (a random fourth is added) or a full address, for operators that publish single hosts. */
  ipPrefixes: readonly string[];
  visitsPerDay: number;
  pagesPerVisit: readonly [number, number];
  /** Seconds between two pages of one visit. */
  secondsBetweenPages: readonly [number, number];
  /**
   * For crawlers that render pages in a browser: how many seconds a rendered page stays open. The page's
   * own snippet runs there and reports the time on page as it does for people. Crawlers that only fetch
   * the HTML never run the snippet, and have none.
   */
  renderSeconds?: readonly [number, number];
  /** The scraper's: fetches what robots.txt disallows. The others obey the demo's robots.txt in force. */
  ignoresRobotsTxt?: boolean;
};

export const DEMO_DOMAIN = 'demo.botlens.example';

export const DEMO_BOT_PROFILES: readonly DemoBotProfile[] = [
  {
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ipPrefixes: ['66.249.66', '66.249.68', '66.249.79'],
    visitsPerDay: 14,
    pagesPerVisit: [3, 25],
    secondsBetweenPages: [2, 40],
    renderSeconds: [2, 12],
  },
  {
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    ipPrefixes: ['20.171.207', '20.171.206'],
    visitsPerDay: 8,
    pagesPerVisit: [10, 60],
    secondsBetweenPages: [1, 8],
  },
  {
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    ipPrefixes: ['216.73.216', '216.73.217'],
    visitsPerDay: 6,
    pagesPerVisit: [5, 40],
    secondsBetweenPages: [1, 10],
  },
  {
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
    ipPrefixes: ['107.20.236.150', '18.210.92.235', '3.211.124.183'],
    visitsPerDay: 5,
    pagesPerVisit: [1, 6],
    secondsBetweenPages: [1, 20],
  },
  {
    userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    ipPrefixes: ['157.55.39', '207.46.13'],
    visitsPerDay: 9,
    pagesPerVisit: [2, 20],
    secondsBetweenPages: [3, 60],
    renderSeconds: [2, 10],
  },
  {
    userAgent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ipPrefixes: ['69.171.249', '173.252.83'],
    visitsPerDay: 12,
    pagesPerVisit: [1, 2],
    secondsBetweenPages: [1, 5],
  },
  {
    userAgent: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    ipPrefixes: ['54.36.148', '54.36.149'],
    visitsPerDay: 4,
    pagesPerVisit: [10, 80],
    secondsBetweenPages: [1, 4],
    renderSeconds: [1, 5],
  },
  {
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ipPrefixes: ['91.214.125', '185.220.101'],
    visitsPerDay: 3,
    pagesPerVisit: [5, 30],
    secondsBetweenPages: [1, 3],
    ignoresRobotsTxt: true,
  },
];

export const DEMO_PAGES: readonly string[] = [
  '/',
  '/pricing',
  '/about',
  '/blog',
  '/blog/ai-search-visibility',
  '/blog/robots-txt-for-ai-crawlers',
  '/blog/what-is-llms-txt',
  '/blog/core-web-vitals-checklist',
  '/docs',
  '/docs/getting-started',
  '/docs/api',
  '/docs/webhooks',
  '/products/analytics',
  '/products/audits',
  '/contact',
  '/careers',
  '/changelog',
  '/sitemap.xml',
  '/robots.txt',
  '/llms.txt',
  '/feed.xml',
  '/case-studies/retail',
  '/faq',
];

/** Pages that carry the snippet: HTML pages, not the site's text and XML files. */
export function carriesSnippet(path: string): boolean {
  return !/\.(txt|xml)$/.test(path);
}

export const DEMO_BROWSER_USER_AGENTS: readonly string[] = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
];
