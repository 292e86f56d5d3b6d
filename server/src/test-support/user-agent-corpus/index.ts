import { AI_CRAWLER_AGENTS } from './ai-crawlers';
import type { CorpusEntry } from './entries';
import { EMPTY_AGENTS, GENERIC_BOT_AGENTS } from './generic';
import { GOOGLE_AGENTS } from './google';
import { LONG_TAIL_AGENTS } from './long-tail';
import { BROWSER_AGENTS, IN_APP_BROWSER_AGENTS } from './people';
import { SEARCH_ENGINE_AGENTS } from './search-engines';
import { SEO_TOOL_AGENTS } from './seo-tools';
import { SERVICE_AGENTS } from './services';
import { SOCIAL_MEDIA_AGENTS } from './social-media';
import { TOOL_AGENTS } from './tools';

export type { CorpusEntry } from './entries';
export {
  AI_CRAWLER_AGENTS,
  BROWSER_AGENTS,
  EMPTY_AGENTS,
  GENERIC_BOT_AGENTS,
  GOOGLE_AGENTS,
  IN_APP_BROWSER_AGENTS,
  LONG_TAIL_AGENTS,
  SEARCH_ENGINE_AGENTS,
  SEO_TOOL_AGENTS,
  SERVICE_AGENTS,
  SOCIAL_MEDIA_AGENTS,
  TOOL_AGENTS,
};

/** Every corpus group, in this order (see entries.ts for where the strings come from). */
export const USER_AGENT_CORPUS: readonly CorpusEntry[] = [
  ...AI_CRAWLER_AGENTS,
  ...GOOGLE_AGENTS,
  ...SEARCH_ENGINE_AGENTS,
  ...SOCIAL_MEDIA_AGENTS,
  ...SEO_TOOL_AGENTS,
  ...SERVICE_AGENTS,
  ...TOOL_AGENTS,
  ...LONG_TAIL_AGENTS,
  ...GENERIC_BOT_AGENTS,
  ...EMPTY_AGENTS,
  ...BROWSER_AGENTS,
  ...IN_APP_BROWSER_AGENTS,
];
