import type { BotDefinition } from '../types';

/** The large AI labs: OpenAI, Anthropic and Perplexity, each of which publishes its addresses. */
export const MAJOR_AI_LABS: readonly BotDefinition[] = [
  // OpenAI: three documented agents, each with its own published list (platform.openai.com/docs/bots).
  {
    name: 'ChatGPT-User',
    pattern: /\bChatGPT-User\b/i,
    type: 'ai_crawler',
    operator: 'OpenAI',
    purpose: 'user-triggered',
    verification: { ranges: 'openai-chatgpt-user' },
    robotsTokens: [],
    docsUrl: 'https://platform.openai.com/docs/bots',
    note: 'Documented token ChatGPT-User; OpenAI says robots.txt rules may not apply to user-initiated fetches.',
  },
  {
    name: 'OAI-SearchBot',
    pattern: /\bOAI-SearchBot\b/i,
    type: 'ai_crawler',
    operator: 'OpenAI',
    purpose: 'search',
    verification: { ranges: 'openai-searchbot' },
    robotsTokens: ['OAI-SearchBot'],
    docsUrl: 'https://platform.openai.com/docs/bots',
  },
  {
    name: 'GPTBot',
    pattern: /\bGPTBot\b/i,
    type: 'ai_crawler',
    operator: 'OpenAI',
    purpose: 'training',
    verification: { ranges: 'openai-gptbot' },
    robotsTokens: ['GPTBot'],
    docsUrl: 'https://platform.openai.com/docs/bots',
  },

  // Anthropic publishes one list (claude.com/crawling/bots.json) for all of its agents.
  {
    name: 'Claude-SearchBot',
    pattern: /\bClaude-SearchBot\b/i,
    type: 'ai_crawler',
    operator: 'Anthropic',
    purpose: 'search',
    verification: { ranges: 'anthropic' },
    robotsTokens: ['Claude-SearchBot'],
    docsUrl:
      'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
  },
  {
    name: 'Claude-User',
    pattern: /\bClaude-User\b/i,
    type: 'ai_crawler',
    operator: 'Anthropic',
    purpose: 'user-triggered',
    verification: { ranges: 'anthropic' },
    robotsTokens: ['Claude-User'],
    docsUrl:
      'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
  },
  {
    name: 'ClaudeBot',
    pattern: /\bClaudeBot\b/i,
    type: 'ai_crawler',
    operator: 'Anthropic',
    purpose: 'training',
    verification: { ranges: 'anthropic' },
    robotsTokens: ['ClaudeBot'],
    docsUrl:
      'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
  },
  {
    name: 'Claude-Web',
    pattern: /\bClaude-Web\b/i,
    type: 'ai_crawler',
    operator: 'Anthropic',
    purpose: 'user-triggered',
    verification: { ranges: 'anthropic' },
    robotsTokens: ['Claude-Web'],
    docsUrl:
      'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
    note: "Anthropic's earlier fetcher for Claude's users, since replaced by Claude-User; not a training crawler.",
  },
  {
    name: 'anthropic-ai',
    pattern: /\banthropic-ai\b/i,
    type: 'ai_crawler',
    operator: 'Anthropic',
    purpose: 'training',
    verification: { ranges: 'anthropic' },
    robotsTokens: ['anthropic-ai'],
    docsUrl:
      'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
  },
  // Claude Code fetches from the developer's own machine, so no operator list can vouch for it.
  {
    name: 'Claude Code',
    pattern: /\bclaude-code\//i,
    type: 'ai_crawler',
    operator: 'Anthropic',
    purpose: 'user-triggered',
    // It sends Claude-User's string, so the Claude-User token addresses it.
    robotsTokens: ['Claude-User'],
    docsUrl: 'https://docs.claude.com/en/docs/claude-code/overview',
  },

  {
    name: 'Perplexity-User',
    pattern: /\bPerplexity-User\b/i,
    type: 'ai_crawler',
    operator: 'Perplexity',
    purpose: 'user-triggered',
    verification: { ranges: 'perplexity-user' },
    robotsTokens: [],
    docsUrl: 'https://docs.perplexity.ai/guides/bots',
    note: 'Documented token Perplexity-User; Perplexity says it generally ignores robots.txt, as a person asked.',
  },
  {
    name: 'PerplexityBot',
    pattern: /\bPerplexityBot\b/i,
    type: 'ai_crawler',
    operator: 'Perplexity',
    purpose: 'search',
    verification: { ranges: 'perplexity-bot' },
    robotsTokens: ['PerplexityBot'],
    docsUrl: 'https://docs.perplexity.ai/guides/bots',
  },
];
