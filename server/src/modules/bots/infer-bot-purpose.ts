import type { BotPurpose } from '@botlens/contracts';

/**
 * What an unknown bot's own string says it is for. The first rule that matches wins, so the more specific
 * purposes come first: an 'SEO Crawler' is an SEO tool before it is a search crawler, and a library or a
 * scanner names itself more surely than a word in its URL does. 'unknown' only where nothing says otherwise.
 *
 * Each rule is a list of literal words (with at most a bounded class): linear time on any input.
 */
const PURPOSE_RULES: readonly [BotPurpose, RegExp][] = [
  [
    'headless-browser',
    /headless|phantomjs|puppeteer|playwright|selenium|webdriver|slimerjs|cypress|prerender|rendertron|browserless/i,
  ],
  [
    'http-library',
    /(?:^|[\s;(])(?:curl|wget|python|java|php|ruby|perl|go-http|okhttp|axios|node-fetch|urllib|libwww|httpx|aiohttp|guzzle|faraday|reqwest|jersey|apache-httpclient|winhttp|powershell)\b|\bhttp[ -]?(?:client|request|library)|indy library/i,
  ],
  [
    'security',
    /scan|security|vuln|pentest|exploit|nmap|nikto|masscan|zgrab|censys|shodan|malware|phish|cyber|threat/i,
  ],
  ['monitoring', /up ?time|monitor|status|health|\bcheck|checker|synthetic|\bping|alive|availability/i],
  ['archiving', /archiv|wayback|heritrix|preserv|memento|\bwarc\b|httrack|webcopier|webzip|sitesucker/i],
  ['feed-reader', /rss|feed|podcast|atom\b|aggregat|newsreader/i],
  ['preview', /preview|unfurl|embed|link ?expand|thumbnail|screenshot|oembed|url ?lookup|onebox/i],
  [
    'seo-tool',
    /\bseo|seo\b|backlink|\brank|ranking|audit|serp|keyword|site ?explorer|lighthouse|pagespeed|sitemap/i,
  ],
  ['advertising', /advertis|ads\.txt|\bads?bot/i],
  ['search', /search|index(?!\.(?:s?html?|php|aspx?|jsp)\b)|nutch|yacy|gigablast/i],
];

export function inferBotPurpose(userAgent: string): BotPurpose {
  for (const [purpose, pattern] of PURPOSE_RULES) if (pattern.test(userAgent)) return purpose;
  return 'unknown';
}
