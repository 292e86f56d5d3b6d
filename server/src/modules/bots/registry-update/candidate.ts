import type { BotDefinition } from '../registry/types';

/**
 * Where a candidate sits before ordering: curated entries first, then the sources' named bots, then the
 * curated headless browsers and HTTP libraries, then the sources' libraries and automation tools, whose
 * tokens appear inside named services' strings ('LinkedInBot/1.0 (… Jakarta Commons-HttpClient/3.1 …)').
 */
export const TIERS = {
  curated: 0,
  sourceBot: 1,
  curatedTool: 2,
  sourceTool: 3,
} as const;
export type Tier = (typeof TIERS)[keyof typeof TIERS];

/** A registry entry on its way into the generated file, with what the generator needs to place it. */
export type Candidate = BotDefinition & {
  robotsTokens: readonly string[];
  source: NonNullable<BotDefinition['source']>;
  tier: Tier;
  /** Strings this entry must be the first match for: the source's instances (or ones composed from a token). */
  instances: readonly string[];
  /** Where it came from, for reports: "crawler-user-agents 'Googlebot\\/'", "ai.robots.txt 'GPTBot'". */
  origin: string;
  /** What the generator could not decide for this entry; reported only if no other entry covers it. */
  doubts?: string[];
};

/** A source entry the generator did not take, and why (reported by the refresh). */
export type DroppedSource = { origin: string; reason: string };

/** What one source contributes. */
export type SourceCandidates = { candidates: Candidate[]; dropped: DroppedSource[]; problems: string[] };
