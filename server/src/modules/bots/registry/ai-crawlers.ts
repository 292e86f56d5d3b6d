import type { BotDefinition } from './types';

/**
 * AI crawlers and fetchers. Within one operator the more specific token comes first: 'Claude-User' before
 * 'ClaudeBot' because Claude Code sends 'Claude-User (claude-code/…)'; 'cohere-training-data-crawler'
 * before 'cohere-ai'; 'Amzn-SearchBot' before 'Amazonbot'.
 */
export const AI_CRAWLERS: readonly BotDefinition[] = [
  // OpenAI: three documented agents, each with its own published list (platform.openai.com/docs/bots).
  {
    name: 'ChatGPT-User',
    pattern: /\bChatGPT-User\b/i,
    type: 'ai_crawler',
    operator: 'OpenAI',
    purpose: 'user-triggered',
    verification: { ranges: 'openai-chatgpt-user' },
  },
  {
    name: 'OAI-SearchBot',
    pattern: /\bOAI-SearchBot\b/i,
    type: 'ai_crawler',
    operator: 'OpenAI',
    purpose: 'search',
    verification: { ranges: 'openai-searchbot' },
  },
  {
    name: 'GPTBot',
    pattern: /\bGPTBot\b/i,
    type: 'ai_crawler',
    operator: 'OpenAI',
    purpose: 'training',
    verification: { ranges: 'openai-gptbot' },
  },

  // Anthropic publishes one list (claude.com/crawling/bots.json) for all of its agents.
  {
    name: 'Claude-SearchBot',
    pattern: /\bClaude-SearchBot\b/i,
    type: 'ai_crawler',
    operator: 'Anthropic',
    purpose: 'search',
    verification: { ranges: 'anthropic' },
  },
  {
    name: 'Claude-User',
    pattern: /\bClaude-User\b/i,
    type: 'ai_crawler',
    operator: 'Anthropic',
    purpose: 'user-triggered',
    verification: { ranges: 'anthropic' },
  },
  {
    name: 'ClaudeBot',
    pattern: /\bClaudeBot\b/i,
    type: 'ai_crawler',
    operator: 'Anthropic',
    purpose: 'training',
    verification: { ranges: 'anthropic' },
  },
  {
    name: 'Claude-Web',
    pattern: /\bClaude-Web\b/i,
    type: 'ai_crawler',
    operator: 'Anthropic',
    purpose: 'user-triggered',
    verification: { ranges: 'anthropic' },
  },
  {
    name: 'anthropic-ai',
    pattern: /\banthropic-ai\b/i,
    type: 'ai_crawler',
    operator: 'Anthropic',
    purpose: 'training',
    verification: { ranges: 'anthropic' },
  },
  // Claude Code fetches from the developer's own machine, so no operator list can vouch for it.
  {
    name: 'Claude Code',
    pattern: /\bclaude-code\//i,
    type: 'ai_crawler',
    operator: 'Anthropic',
    purpose: 'user-triggered',
  },

  {
    name: 'Perplexity-User',
    pattern: /\bPerplexity-User\b/i,
    type: 'ai_crawler',
    operator: 'Perplexity',
    purpose: 'user-triggered',
    verification: { ranges: 'perplexity-user' },
  },
  {
    name: 'PerplexityBot',
    pattern: /\bPerplexityBot\b/i,
    type: 'ai_crawler',
    operator: 'Perplexity',
    purpose: 'search',
    verification: { ranges: 'perplexity-bot' },
  },

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

  // Common Crawl's open corpus is the most used pre-training dataset, hence an AI crawler.
  { name: 'CCBot', pattern: /\bCCBot\b/, type: 'ai_crawler', operator: 'Common Crawl', purpose: 'training' },

  {
    name: 'DuckAssistBot',
    pattern: /\bDuckAssistBot\b/i,
    type: 'ai_crawler',
    operator: 'DuckDuckGo',
    purpose: 'user-triggered',
  },
  {
    name: 'MistralAI-User',
    pattern: /\bMistralAI-User\b/i,
    type: 'ai_crawler',
    operator: 'Mistral AI',
    purpose: 'user-triggered',
  },
  {
    name: 'cohere-training-data-crawler',
    pattern: /\bcohere-training-data-crawler\b/i,
    type: 'ai_crawler',
    operator: 'Cohere',
    purpose: 'training',
  },
  {
    name: 'cohere-ai',
    pattern: /\bcohere-ai\b/i,
    type: 'ai_crawler',
    operator: 'Cohere',
    purpose: 'user-triggered',
  },
  { name: 'YouBot', pattern: /\bYouBot\b/i, type: 'ai_crawler', operator: 'You.com', purpose: 'search' },
  { name: 'Diffbot', pattern: /\bDiffbot\b/i, type: 'ai_crawler', operator: 'Diffbot', purpose: 'training' },
  { name: 'Timpibot', pattern: /\bTimpibot\b/i, type: 'ai_crawler', operator: 'Timpi', purpose: 'training' },
  {
    name: 'ImagesiftBot',
    pattern: /\bImagesiftBot\b/i,
    type: 'ai_crawler',
    operator: 'ImageSift',
    purpose: 'training',
  },
  {
    name: 'omgili',
    pattern: /\bomgili(?:bot)?\b/i,
    type: 'ai_crawler',
    operator: 'Webz.io',
    purpose: 'training',
  },
  {
    name: 'Webzio-Extended',
    pattern: /\bWebzio-Extended\b/i,
    type: 'ai_crawler',
    operator: 'Webz.io',
    purpose: 'training',
  },
  // Matches AI2Bot and Ai2Bot-Dolma.
  { name: 'AI2Bot', pattern: /\bAI2Bot\b/i, type: 'ai_crawler', operator: 'Ai2', purpose: 'training' },
  {
    name: 'DeepSeekBot',
    pattern: /\bDeepSeekBot\b/i,
    type: 'ai_crawler',
    operator: 'DeepSeek',
    purpose: 'training',
  },
  { name: 'PanguBot', pattern: /\bPanguBot\b/i, type: 'ai_crawler', operator: 'Huawei', purpose: 'training' },
  {
    name: 'YandexAdditional',
    pattern: /\bYandexAdditional(?:Bot)?\b/i,
    type: 'ai_crawler',
    operator: 'Yandex',
    purpose: 'search',
  },
  { name: 'PhindBot', pattern: /\bPhindBot\b/i, type: 'ai_crawler', operator: 'Phind', purpose: 'search' },
  {
    name: 'iaskspider',
    pattern: /\biaskspider\b/i,
    type: 'ai_crawler',
    operator: 'iAsk',
    purpose: 'user-triggered',
  },
  {
    name: 'Kangaroo Bot',
    pattern: /\bKangaroo Bot\b/i,
    type: 'ai_crawler',
    operator: 'Kangaroo LLM',
    purpose: 'training',
  },
  { name: 'Cotoyogi', pattern: /\bCotoyogi\b/i, type: 'ai_crawler', operator: 'ROIS', purpose: 'training' },
  {
    name: 'ICC-Crawler',
    pattern: /\bICC-Crawler\b/i,
    type: 'ai_crawler',
    operator: 'NICT',
    purpose: 'training',
  },
  {
    name: 'img2dataset',
    pattern: /\bimg2dataset\b/i,
    type: 'ai_crawler',
    operator: 'Unknown',
    purpose: 'training',
  },
  {
    name: 'FirecrawlAgent',
    pattern: /\bFirecrawlAgent\b/i,
    type: 'ai_crawler',
    operator: 'Firecrawl',
    purpose: 'user-triggered',
  },
  {
    name: 'Crawl4AI',
    pattern: /\bCrawl4AI\b/i,
    type: 'ai_crawler',
    operator: 'Unknown',
    purpose: 'training',
  },
  {
    name: 'Manus-User',
    pattern: /\bManus-User\b/i,
    type: 'ai_crawler',
    operator: 'Manus',
    purpose: 'user-triggered',
  },
  {
    name: 'atlassian-bot',
    pattern: /\batlassian-bot\b/i,
    type: 'ai_crawler',
    operator: 'Atlassian',
    purpose: 'search',
  },
];
