import type { BotPurpose, BotType } from '@botlens/contracts';

/**
 * crawler-user-agents' tags, most telling first: a bot tagged both 'ai-crawler' and 'search-engine' is an
 * AI agent; 'academic' crawlers (research corpora, measurements) have no purpose of ours and stay unknown.
 */
const PURPOSE_BY_TAG: readonly [tag: string, purpose: BotPurpose | 'ai'][] = [
  ['ai-crawler', 'ai'],
  ['search-engine', 'search'],
  ['social-preview', 'preview'],
  ['feed-reader', 'feed-reader'],
  ['archiver', 'archiving'],
  ['monitoring', 'monitoring'],
  ['scanner', 'security'],
  ['advertising', 'advertising'],
  ['seo', 'seo-tool'],
  ['browser-automation', 'headless-browser'],
  ['http-library', 'http-library'],
  ['academic', 'unknown'],
];

export function typeFromTags(tags: readonly string[]): BotType {
  if (tags.includes('ai-crawler')) return 'ai_crawler';
  if (tags.includes('search-engine')) return 'search_engine';
  if (tags.includes('social-preview')) return 'social_media';
  return 'other';
}

export function purposeFromTags(tags: readonly string[], name: string): BotPurpose {
  const found = PURPOSE_BY_TAG.find(([tag]) => tags.includes(tag))?.[1] ?? 'unknown';
  return found === 'ai' ? aiPurposeFromName(name) : found;
}

/**
 * An AI agent's purpose from its own token where nothing better is known: '…SearchBot' searches, '…-User',
 * '…Agent' and fetchers act for a person, and any other crawler of an AI operator gathers training data.
 */
export function aiPurposeFromName(name: string): BotPurpose {
  if (/search/i.test(name) && !/research/i.test(name)) return 'search';
  if (/user\b|-user|agent|assistant|fetcher|browser|research/i.test(name)) return 'user-triggered';
  return 'training';
}

/**
 * ai.robots.txt's 'function' in our terms. Its categories map directly ('AI Search Crawlers' search, agents
 * and assistants act for a person, scrapers train); the older free-text descriptions are read for the
 * same words. Data providers index the web for AI search APIs unless they say they sell training data.
 */
export function aiPurposeFromFunction(fn: string, description: string, name: string): BotPurpose {
  switch (fn) {
    case 'AI Search Crawlers':
      return 'search';
    case 'AI Agents':
    case 'AI Assistants':
    case 'AI Coding Agents':
      return 'user-triggered';
    case 'AI Data Scrapers':
    case 'AI data scraper':
      return 'training';
    case 'AI Data Providers':
      return /\bsearch|\bindex|\bretriev/i.test(description) ? 'search' : 'training';
    case 'Undocumented AI Agents':
      return aiPurposeFromName(name);
  }
  if (/user[- ]initiated|user prompts|user queries|user actions|on behalf|assistant/i.test(fn)) {
    return 'user-triggered';
  }
  if (/train|LLM|dataset|machine learning|scrap/i.test(fn)) return 'training';
  if (/\bsearch/i.test(fn)) return 'search';
  return 'unknown';
}
