import type { BotPurpose, BotType } from '@botlens/contracts';

/**
 * Published address lists we ship under `ranges/`. One key per published document: bots that share a
 * document (ClaudeBot, Claude-User and Claude-SearchBot share Anthropic's single list) share its key.
 */
export const RANGE_SET_KEYS = [
  'openai-gptbot',
  'openai-searchbot',
  'openai-chatgpt-user',
  'anthropic',
  'perplexity-bot',
  'perplexity-user',
  'google-common',
  'google-special',
  'google-user-triggered',
  'bing',
] as const;
export type RangeSetKey = (typeof RANGE_SET_KEYS)[number];

/**
 * How a claim to be this bot can be checked. Absent: the operator publishes nothing, so every hit is
 * 'unverifiable'. `ranges`: the address must be inside the operator's published list. `reverseDns`:
 * forward-confirmed reverse DNS, the PTR name must end with one of these suffixes. With both, the ranges
 * are tried first and reverse DNS is the fallback for addresses the shipped list does not (yet) contain.
 */
export type BotVerificationMethod = { ranges?: RangeSetKey; reverseDns?: readonly string[] };

export type BotDefinition = {
  /** Unique: the verifier finds a bot's verification method by this name. */
  name: string;
  /** Tested against the first MAX_USER_AGENT_LENGTH characters. No nested quantifiers (ReDoS). */
  pattern: RegExp;
  type: BotType;
  operator: string;
  purpose: BotPurpose;
  verification?: BotVerificationMethod;
  /**
   * The robots.txt product tokens that address this bot, as its operator documents them (control tokens
   * such as Google-Extended included). An empty list: the operator documents none, so robots.txt cannot
   * stop it. Absent: nothing is known either way.
   */
  robotsTokens?: readonly string[];
  /** The operator's page about this bot. */
  docsUrl?: string;
  /** Where the entry comes from; a curated entry wins over the sources and says why in `note`. */
  source?: BotSource;
  /** Why a curated entry differs from what the sources say. */
  note?: string;
};

export type BotSource = 'curated' | 'ai.robots.txt' | 'crawler-user-agents';
