import type { BotDefinition } from '../types';

/**
 * AI agents seen in public lists of bot user agents whose operators document neither the agent nor a
 * robots.txt token yet. Each is named by the token it sends; as with the long tail, that token is what a
 * robots.txt group would address, so it is listed as the robots.txt token.
 */
export const AI_AGENTS_SEEN_IN_BOT_LISTS: readonly BotDefinition[] = [
  {
    name: 'ChatGPT-Browser',
    pattern: /\bChatGPT-Browser\b/i,
    type: 'ai_crawler',
    operator: 'OpenAI',
    purpose: 'user-triggered',
    robotsTokens: ['ChatGPT-Browser'],
  },
  {
    name: 'xAI-Bot',
    pattern: /\bxAI-Bot\b/i,
    type: 'ai_crawler',
    operator: 'xAI',
    purpose: 'training',
    robotsTokens: ['xAI-Bot'],
  },
  {
    name: 'MistralAI-Index',
    pattern: /\bMistralAI-Index\b/i,
    type: 'ai_crawler',
    operator: 'Mistral AI',
    purpose: 'search',
    robotsTokens: ['MistralAI-Index'],
  },
  {
    name: 'Kimi-SearchBot',
    pattern: /\bKimi-SearchBot\b/i,
    type: 'ai_crawler',
    operator: 'Moonshot AI',
    purpose: 'search',
    robotsTokens: ['Kimi-SearchBot'],
  },
  {
    name: 'KimiBot',
    pattern: /\bKimiBot\b/i,
    type: 'ai_crawler',
    operator: 'Moonshot AI',
    purpose: 'training',
    robotsTokens: ['KimiBot'],
  },
  {
    name: 'Google-GeminiNotebook',
    pattern: /\bGoogle-GeminiNotebook\b/i,
    type: 'ai_crawler',
    operator: 'Google',
    purpose: 'user-triggered',
    robotsTokens: ['Google-GeminiNotebook'],
  },
  {
    name: 'Cohere-Command',
    pattern: /\bCohere-Command\b/i,
    type: 'ai_crawler',
    operator: 'Cohere',
    purpose: 'user-triggered',
    robotsTokens: ['Cohere-Command'],
  },
  {
    name: 'HuggingFace-Bot',
    pattern: /\bHuggingFace-?Bot\b/i,
    type: 'ai_crawler',
    operator: 'Hugging Face',
    purpose: 'training',
    robotsTokens: ['HuggingFace-Bot'],
  },
  {
    name: 'Together-Bot',
    pattern: /\bTogether-?Bot\b/i,
    type: 'ai_crawler',
    operator: 'Together AI',
    purpose: 'training',
    robotsTokens: ['Together-Bot'],
  },
  {
    name: 'Groq-Bot',
    pattern: /\bGroq-?Bot\b/i,
    type: 'ai_crawler',
    operator: 'Groq',
    purpose: 'user-triggered',
    robotsTokens: ['Groq-Bot'],
  },
  {
    name: 'GitHubCopilotChat',
    pattern: /\bGitHubCopilotChat\//i,
    type: 'ai_crawler',
    operator: 'GitHub',
    purpose: 'user-triggered',
    robotsTokens: [],
    docsUrl: 'https://docs.github.com/en/copilot',
  },
  {
    name: 'Character-AI',
    pattern: /\bCharacter-?AI\b(?!\.)/i,
    type: 'ai_crawler',
    operator: 'Character.AI',
    purpose: 'user-triggered',
    robotsTokens: ['Character-AI'],
  },
];
