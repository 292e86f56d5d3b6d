import type { SourceCuration } from './source-curation';

const GENERIC = 'a placeholder name any script may send: it names no one bot';

/**
 * Our word on crawler-user-agents' entries, keyed by the source's pattern ('pattern#name' for one of the
 * bots an entry's strings show). Patterns that would take people's browsers or unknown bots are dropped or
 * narrowed; names the strings do not give well are written out; types and purposes the tags get wrong for
 * our purposes are corrected.
 */
export const CRAWLER_USER_AGENTS_CURATION: Readonly<Record<string, SourceCuration>> = {
  // Not bots: a phone's firmware build (sent by an Instagram in-app browser) and Facebook's in-app browser.
  'AP3A\\.240617\\.008': { drop: "a phone's firmware build number, sent by people's phones" },
  'MetaIAB Facebook': { drop: "Facebook's in-app browser: a person reading a shared link" },
  Fluid: { drop: 'a Mac app that turns a site into a desktop app: people use it' },
  'Code\\/1\\.': { drop: "VS Code's own string, which people's editors send as well" },
  'Trae\\/': { drop: "the Trae editor's own string, which people's editors send as well" },
  // Placeholders and phrases any script may send.
  'MyBot\\/': { drop: GENERIC },
  'my-tiny-bot': { drop: GENERIC },
  'test-bot': { drop: GENERIC },
  Testcrawler: { drop: GENERIC },
  'Hello World': { drop: GENERIC },
  advanced_crawler: { drop: GENERIC },
  // Strings that name their bot only in a URL, or with a pattern broader than the bot.
  speedy: {
    name: 'Speedy Spider',
    pattern: /\bSpeedy ?Spider\b/i,
    operator: 'Entireweb',
  },
  Sonic: { pattern: /\bSonic\/\d/, note: "Bounded by its version: Slack's desktop app says 'Sonic'." },
  'Sonic#RankSonicSiteAuditor': { operator: 'RankSonic' },
  Viber: {
    pattern: /^Viber(?:\/[\d.]+)?$/,
    note: "Only the bare string: Viber's in-app browser appends 'Viber/…' to a phone's browser string.",
  },
  'Nitro-': {
    name: 'NitroPack',
    pattern: /\bNitro-(?:;|Optimizer-Agent\b)/,
    operator: 'NitroPack',
  },

  'https:\\/\\/developers\\.cloudflare\\.com\\/security-center\\/': {
    name: 'Cloudflare Security Center',
    pattern: /\bhttps:\/\/developers\.cloudflare\.com\/security-center\//,
    operator: 'Cloudflare',
  },
  changedetection: {
    name: 'changedetection.com',
    pattern: /\bchangedetection\.com\/bot/,
    robotsTokens: [],
  },
  'Fetch\\/': {
    name: 'Fetch (scritch.org)',
    pattern: /^Fetch\/[\d.]+[a-z]? \(CMS Detection/,
    operator: 'scritch.org',
  },
  'gdnplus\\.com': { name: 'gdnplus.com', pattern: /\bgdnplus\.com:/, robotsTokens: [] },
  'trentwil\\.es': { name: 'trentwil.es', pattern: /\btrentwil\.es\//, robotsTokens: [] },
  'cognitiveseo\\.com': {
    name: 'cognitiveSEO',
    pattern: /\bcognitiveseo\.com\/bot/i,
    operator: 'cognitiveSEO',
  },
  postrank: { name: 'PostRank', pattern: /\bPostRank\/\d/i },
  centurybot: { name: 'centurybot', pattern: /\bcenturybot9@gmail\.com\b/, operator: 'Unknown' },
  'centuryb\\.o\\.t9': {
    name: 'centurybot',
    pattern: /\bcenturyb\.o\.t9\[at\]gmail\.com\b/,
    operator: 'Unknown',
  },
  'Current[\\s\\S]*RSS Reader': {
    name: 'Current',
    pattern: /\bCurrent\/[\d.]+; \+https:\/\/currentreader\.app\b/,
  },
  'ContextualBot[\\s\\S]*outcomes\\.net': {
    name: 'ContextualBot',
    pattern: /\bContextualBot\/[\d.]+; \+https?:\/\/outcomes\.net\b/,
  },
  'BlogTraffic\\/\\d\\.\\d+ Feed-Fetcher': { name: 'BlogTraffic' },
  'Owler \\(ows\\.eu': { name: 'OWLer', operator: 'OpenWebSearch.eu' },
  ';Owler': { name: 'Owler (owler.com)', operator: 'Owler' },
  'Riddler \\(http:\\/\\/riddler\\.io': { name: 'Riddler' },
  'SSL Labs \\(https:\\/\\/www\\.ssllabs\\.com': { name: 'SSL Labs' },
  'ZoteroTranslationServer\\/WMF': {
    name: 'ZoteroTranslationServer',
    operator: 'Wikimedia',
    purpose: 'user-triggered',
  },
  'splash Version\\/': { name: 'Splash', operator: 'Unknown' },
  EzoicBot: { name: 'EzoicBot' },
  NLNZ_IAHarvester: { name: 'NLNZ_IAHarvester', operator: 'National Library of New Zealand' },
  W3C_CSS_Validator: { name: 'W3C_CSS_Validator' },
  '008\\/': { name: 'AWR 008', operator: 'Advanced Web Ranking', robotsTokens: ['008'] },
  ds9: { operator: 'Unknown' },
  'seostar\\.co#Adsbot': { pattern: /\bAdsbot\/\d/, operator: 'SEOstar' },
  'Google Favicon': { note: 'Fetches favicons for Google Search results.' },
  // Tools people run from their own browsers or desktops to fetch one page: user-triggered, not SEO.
  Citoid: { purpose: 'user-triggered' },
  'EasyBib AutoCite': { purpose: 'user-triggered' },
  // Services whose desktop apps (on Electron) send the same product token: only the fetcher's own shape.
  'Notion\\/': { pattern: /^Notion\/[\d.]+ \(https:\/\/notion\.so/i, operator: 'Notion' },
  'Asana\\/': { pattern: /\bAsana\/[\d.]+ WebsiteMetadataRetriever\b/i, operator: 'Asana' },
  // Entries without strings of their own, named as their bots write themselves.
  acoonbot: { instances: ['Mozilla/5.0 (compatible; AcoonBot/4.11.1; +http://www.acoon.de/robot.asp)'] },
  careerbot: { instances: ['Mozilla/5.0 (compatible; CareerBot/1.1; +http://www.career-x.de/bot.html)'] },
  // Search engines whose tag is right but whose strings need the engine's name.
  Nutch: { name: 'Nutch', operator: 'Unknown' },
  // AI agents the tags call something else.
  'Amazon-Bedrock-AgentCore-Browser': { type: 'ai_crawler', purpose: 'user-triggered', operator: 'Amazon' },
  'Anchor Browser': { type: 'ai_crawler', purpose: 'user-triggered' },
  'Spawning-AI': { operator: 'Spawning' },
};
