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
];
