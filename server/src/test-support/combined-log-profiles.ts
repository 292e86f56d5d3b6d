/**
 * Who visits in the generated benchmark log (combined-log.ts). User agents are the ones these crawlers send;
 * address prefixes sit inside each operator's published ranges so that verification sees them as genuine.
 * Weights are relative shares among bot lines, roughly what a content site sees.
 */
export type BotProfile = { userAgent: string; ipPrefix: string; weight: number };

export const GOOGLEBOT_USER_AGENT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const BINGBOT_USER_AGENT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

export const BOT_PROFILES: readonly BotProfile[] = [
  {
    userAgent: GOOGLEBOT_USER_AGENT,
    ipPrefix: '66.249.66',
    weight: 20,
  },
  {
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    ipPrefix: '20.171.207',
    weight: 14,
  },
  {
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ChatGPT-User/1.0; +https://openai.com/bot)',
    ipPrefix: '23.98.142',
    weight: 4,
  },
  {
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot)',
    ipPrefix: '20.42.10',
    weight: 3,
  },
  {
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    ipPrefix: '160.79.104',
    weight: 12,
  },
  {
    userAgent: BINGBOT_USER_AGENT,
    ipPrefix: '157.55.39',
    weight: 10,
  },
  {
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
    ipPrefix: '44.221.181',
    weight: 5,
  },
  {
    userAgent: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    ipPrefix: '54.36.148',
    weight: 8,
  },
  {
    userAgent: 'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
    ipPrefix: '85.208.96',
    weight: 6,
  },
  {
    userAgent:
      'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
    ipPrefix: '47.128.20',
    weight: 6,
  },
  {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    ipPrefix: '17.241.219',
    weight: 3,
  },
  { userAgent: 'CCBot/2.0 (https://commoncrawl.org/faq/)', ipPrefix: '18.97.9', weight: 3 },
  {
    userAgent: 'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    ipPrefix: '57.141.0',
    weight: 3,
  },
  {
    userAgent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ipPrefix: '69.171.249',
    weight: 2,
  },
  {
    userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    ipPrefix: '213.180.203',
    weight: 2,
  },
  {
    userAgent: 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    ipPrefix: '20.191.45',
    weight: 1,
  },
  {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36 Amazonbot/0.1',
    ipPrefix: '52.70.240',
    weight: 2,
  },
  { userAgent: 'curl/8.5.0', ipPrefix: '203.0.113', weight: 1 },
  { userAgent: 'python-requests/2.32.3', ipPrefix: '198.51.100', weight: 1 },
];

/**
 * What spoofers claim to be in the spoof-heavy log: the two crawlers sites let in most readily, in the same
 * proportion as the genuine ones above.
 */
export const SPOOFED_CRAWLERS: readonly { userAgent: string; weight: number }[] = [
  { userAgent: GOOGLEBOT_USER_AGENT, weight: 2 },
  { userAgent: BINGBOT_USER_AGENT, weight: 1 },
];

/**
 * Where the spoofers send from: consumer broadband (Deutsche Telekom, BT, Orange France), which is neither
 * Google's nor Microsoft's nor any other crawler operator's. Big blocks, so that a million lines come from
 * hundreds of thousands of distinct addresses, each one a reverse-DNS lookup for the verifier, as a botnet
 * rotating its addresses costs. combined-log.test.ts checks them against every shipped range list.
 */
export const SPOOFER_BLOCKS: readonly string[] = ['79.192.0.0/10', '86.128.0.0/10', '90.0.0.0/9'];

export const BROWSER_USER_AGENTS: readonly string[] = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 354.0.0.29.90',
  'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
];

export const HUMAN_REFERRERS: readonly string[] = [
  '-',
  '-',
  'https://www.google.com/',
  'https://www.bing.com/',
  'https://duckduckgo.com/',
  'https://chatgpt.com/',
  'https://www.perplexity.ai/',
  'https://news.ycombinator.com/',
  'https://www.example.com/',
  'https://www.example.com/blog',
];

export const SITE_SECTIONS: readonly string[] = [
  '/',
  '/blog',
  '/docs',
  '/products',
  '/pricing',
  '/about',
  '/news',
];
