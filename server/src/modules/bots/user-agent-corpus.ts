import { AI_CRAWLER_AGENTS } from './corpus/ai-crawlers';
import type { CorpusEntry } from './corpus/entries';
import { EMPTY_AGENTS, GENERIC_BOT_AGENTS } from './corpus/generic';
import { GOOGLE_AGENTS } from './corpus/google';
import { BROWSER_AGENTS, IN_APP_BROWSER_AGENTS } from './corpus/people';
import { SEARCH_ENGINE_AGENTS } from './corpus/search-engines';
import { SEO_TOOL_AGENTS } from './corpus/seo-tools';
import { SERVICE_AGENTS } from './corpus/services';
import { SOCIAL_MEDIA_AGENTS } from './corpus/social-media';
import { TOOL_AGENTS } from './corpus/tools';

export type { CorpusEntry } from './corpus/entries';
export {
  AI_CRAWLER_AGENTS,
  BROWSER_AGENTS,
  EMPTY_AGENTS,
  GENERIC_BOT_AGENTS,
  GOOGLE_AGENTS,
  IN_APP_BROWSER_AGENTS,
  SEARCH_ENGINE_AGENTS,
  SEO_TOOL_AGENTS,
  SERVICE_AGENTS,
  SOCIAL_MEDIA_AGENTS,
  TOOL_AGENTS,
};

/** Every corpus group, in this order (see corpus/entries.ts for where the strings come from). */
export const USER_AGENT_CORPUS: readonly CorpusEntry[] = [
  ...AI_CRAWLER_AGENTS,
  ...GOOGLE_AGENTS,
  ...SEARCH_ENGINE_AGENTS,
  ...SOCIAL_MEDIA_AGENTS,
  ...SEO_TOOL_AGENTS,
  ...SERVICE_AGENTS,
  ...TOOL_AGENTS,
  ...GENERIC_BOT_AGENTS,
  ...EMPTY_AGENTS,
  ...BROWSER_AGENTS,
  ...IN_APP_BROWSER_AGENTS,
];
