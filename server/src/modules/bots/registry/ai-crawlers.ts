import { BIG_TECH_AI_CRAWLERS } from './ai-crawlers/big-tech';
import { MAJOR_AI_LABS } from './ai-crawlers/major-labs';
import { AI_AGENTS_SEEN_IN_BOT_LISTS } from './ai-crawlers/seen-in-bot-lists';
import { SMALLER_AI_CRAWLERS } from './ai-crawlers/smaller-operators';
import type { BotDefinition } from './types';

/**
 * AI crawlers and fetchers. Within one operator the more specific token comes first: 'Claude-User' before
 * 'ClaudeBot' because Claude Code sends 'Claude-User (claude-code/…)'; 'cohere-training-data-crawler'
 * before 'cohere-ai'; 'Amzn-SearchBot' before 'Amazonbot'.
 */
export const AI_CRAWLERS: readonly BotDefinition[] = [
  ...MAJOR_AI_LABS,
  ...BIG_TECH_AI_CRAWLERS,
  ...SMALLER_AI_CRAWLERS,
  ...AI_AGENTS_SEEN_IN_BOT_LISTS,
];
