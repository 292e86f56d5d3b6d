import type { BotPurpose, BotType } from '@botlens/contracts';

/**
 * Our word on one source entry, where the source's own data would give a wrong name, type, purpose or
 * operator, a pattern too generic to name a bot, or nothing at all. Keyed by the crawler-user-agents
 * pattern (or 'pattern#name' for one of the bots its instances show) or by the ai.robots.txt token.
 */
export type SourceCuration = {
  /** Leave the entry out, and why (too generic, not a bot, a duplicate of a curated entry…). */
  drop?: string;
  name?: string;
  pattern?: RegExp;
  type?: BotType;
  purpose?: BotPurpose;
  operator?: string;
  docsUrl?: string;
  robotsTokens?: readonly string[];
  /** Strings the entry must own, where the source has none or only unrealistic ones. */
  instances?: readonly string[];
  note?: string;
};
