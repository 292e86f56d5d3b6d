import type { BotPurpose, BotType } from '@botlens/contracts';

type Label = { type?: BotType; purpose?: BotPurpose; ai?: boolean };

/** An AI agent's label, and for tokens that are ordinary words the strings that really carry them. */
export type AgentLabel = Label & { pattern?: RegExp; strings?: readonly string[] };

/** Strings the sources list as bots that are people: in-app browsers, a phone's build, people's editors. */
export const PEOPLE_IN_SOURCES: ReadonlySet<string> = new Set([
  'AP3A\\.240617\\.008',
  'MetaIAB Facebook',
  'Fluid',
  'Code\\/1\\.',
  'Trae\\/',
  'Code',
  'Trae',
  // Not an agent: a company name in ai.robots.txt's list.
  'OpenAI',
]);

const SEO_TOOL = { type: 'other', purpose: 'seo-tool' } as const;

/**
 * ai.robots.txt agents whose 'function' does not give one of our purposes, or that are not AI systems as
 * their operators document them: our reading of the operators' pages.
 */
export const AI_AGENT_LABELS: Readonly<Record<string, AgentLabel>> = {
  // Search indexes their operators document as what their assistants and AI answers draw on.
  Applebot: { purpose: 'search' },
  Bravebot: { purpose: 'search' },
  PetalBot: { purpose: 'search' },
  // A social preview (Meta's AI crawlers are meta-externalagent and meta-externalfetcher), tools anyone
  // runs, and crawlers ai.robots.txt itself says are not known to be AI-related.
  facebookexternalhit: { type: 'social_media', purpose: 'preview' },
  Scrapy: { type: 'other', purpose: 'http-library' },
  Lightpanda: { type: 'other', purpose: 'headless-browser' },
  Awario: SEO_TOOL,
  'Datenbank Crawler': SEO_TOOL,
  'netEstate Imprint Crawler': SEO_TOOL,
  // Training: their data trains models or is sold for it (GoogleOther: Google's research crawls).
  GoogleOther: { purpose: 'training' },
  'GoogleOther-Image': { purpose: 'training' },
  'GoogleOther-Video': { purpose: 'training' },
  Amazonbot: { purpose: 'training' },
  'Applebot-Extended': { purpose: 'training' },
  EchoboxBot: { purpose: 'training' },
  'Linguee Bot': { purpose: 'training' },
  omgili: { purpose: 'training' },
  omgilibot: { purpose: 'training' },
  'Poseidon Research Crawler': { purpose: 'training' },
  SBIntuitionsBot: { purpose: 'training' },
  Thinkbot: { purpose: 'training' },
  wpbot: { purpose: 'training' },
  YaK: { purpose: 'training' },
  LCC: { purpose: 'training', strings: ['LCC (+http://corpora.informatik.uni-leipzig.de/crawler_faq.html)'] },
  Spider: {
    purpose: 'training',
    pattern: /\bSpider; \+https:\/\/www\.spider\.com/,
    strings: ['Mozilla/5.0 (compatible; Spider; +https://www.spider.com/)'],
  },
  // Search: indexes built ahead of any question.
  Andibot: { purpose: 'search' },
  'atlassian-bot': { purpose: 'search' },
  iAskBot: { purpose: 'search' },
  'meta-webindexer': { purpose: 'search' },
  PhindBot: { purpose: 'search' },
  YandexAdditional: { purpose: 'search' },
  YandexAdditionalBot: { purpose: 'search' },
  YouBot: { purpose: 'search' },
  // User-triggered: fetches a person (or a customer's app acting for one) asked for.
  bedrockbot: { purpose: 'user-triggered' },
  BuddyBot: { purpose: 'user-triggered' },
  'Claude-Web': { purpose: 'user-triggered' },
  'Google-CloudVertexBot': { purpose: 'user-triggered' },
  CloudVertexBot: { purpose: 'user-triggered' },
  'Google-Firebase': { purpose: 'user-triggered' },
  FirecrawlAgent: { purpose: 'user-triggered' },
  iaskspider: { purpose: 'user-triggered' },
  'Mozilla-Tabstack': { purpose: 'user-triggered' },
  QuillBot: { purpose: 'user-triggered' },
  'quillbot.com': { purpose: 'user-triggered' },
  'SemrushBot-OCOB': { purpose: 'user-triggered' },
  WRTNBot: { purpose: 'user-triggered' },
  Cursor: {
    purpose: 'user-triggered',
    strings: [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Cursor/1.7.44 Chrome/132.0.6834.210 Electron/34.5.8 Safari/537.36',
    ],
  },
};

/**
 * crawler-user-agents strings whose tags contradict what their operators document, by the token they
 * carry (an entry's strings may belong to several bots: 'msnbot' lists adidxbot's).
 */
export const LABELS_BY_TOKEN: readonly (readonly [token: RegExp, label: Label])[] = [
  // Bing's ads crawler checks landing pages; its previews are part of the search engine.
  [/\badidxbot\b/i, { type: 'other', purpose: 'advertising' }],
  [/\bBingPreview\b|\bMicrosoftPreview\b/, { type: 'search_engine', purpose: 'preview' }],
  // Yandex's analytics, ads and webmaster tools are not its search crawler.
  [/\bYandexMetrika\b/, { type: 'other', purpose: 'monitoring' }],
  [/\bYandexDirect\//, { type: 'other', purpose: 'advertising' }],
  [/\bYandexWebmaster\b/, { type: 'other', purpose: 'seo-tool' }],
  // Google's fetchers and tools that are not Google Search's crawler.
  [/\bGoogle-Safety\b/, { type: 'other', purpose: 'security' }],
  [
    /\bGoogle-Read-Aloud\b|\bGoogle-Site-Verification\b|\bGoogleImageProxy\b/,
    { type: 'other', purpose: 'user-triggered' },
  ],
  [
    /\bGoogle-PageRenderer\b|developers\.google\.com\/\+\/web\/snippet/,
    { type: 'social_media', purpose: 'preview' },
  ],
  [/\bGoogle Web Preview\b|\bGoogle Favicon\b/, { type: 'other', purpose: 'preview' }],
  [/\bGoogleProducer\b/, { type: 'other', purpose: 'feed-reader' }],
  [/\bAPIs-Google\b/, { type: 'other', purpose: 'unknown' }],
  // Link previews, and browsers AI agents drive for people.
  [/\bbitlybot\b|\bFlipboardRSS\b/, { type: 'social_media', purpose: 'preview' }],
  [
    /\bAnchor Browser\b|\bAmazon-Bedrock-AgentCore-Browser\b/,
    { type: 'ai_crawler', purpose: 'user-triggered', ai: true },
  ],
];

/** AI agents in public bot lists that neither source lists, in the shape they send (purpose by token). */
export const AI_AGENTS_SEEN_IN_BOT_LISTS: readonly (readonly [userAgent: string, purpose: BotPurpose])[] = [
  ['Mozilla/5.0 (compatible; xAI-Bot/1.0; +https://x.ai)', 'training'],
  ['Mozilla/5.0 (compatible; MistralAI-Index/1.0; +https://docs.mistral.ai/robots)', 'search'],
  ['Mozilla/5.0 (compatible; Kimi-SearchBot/1.0; +https://kimi.moonshot.cn)', 'search'],
  ['Mozilla/5.0 (compatible; KimiBot/1.0; +https://kimi.moonshot.cn)', 'training'],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Google-GeminiNotebook) Chrome/131.0.0.0 Safari/537.36',
    'user-triggered',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-Browser/1.0; +https://openai.com/bot',
    'user-triggered',
  ],
  ['Cohere-Command/1.0 (+https://cohere.com)', 'user-triggered'],
  ['Mozilla/5.0 (compatible; HuggingFace-Bot/1.0; +https://huggingface.co)', 'training'],
  ['Mozilla/5.0 (compatible; Together-Bot/1.0; +https://together.ai)', 'training'],
  ['Mozilla/5.0 (compatible; Groq-Bot/1.0; +https://groq.com)', 'user-triggered'],
  ['GitHubCopilotChat/0.22.4', 'user-triggered'],
  ['Mozilla/5.0 (compatible; Character-AI/1.0; +https://character.ai)', 'user-triggered'],
];
