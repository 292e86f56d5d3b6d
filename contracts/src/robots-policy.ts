import { z } from 'zod';
import type { BotPurpose } from './bots';

/**
 * Which bots may read a website, decided per purpose, with per-operator and per-bot overrides and path rules.
 * The purposes a person decides on are fewer than the registry's: the ones a site owner has an opinion about.
 */
export const POLICY_PURPOSES = [
  'training',
  'search',
  'user-triggered',
  'preview',
  'seo-tool',
  'monitoring',
  'archiving',
  'unknown',
] as const;
export type PolicyPurpose = (typeof POLICY_PURPOSES)[number];

export const POLICY_PURPOSE_LABELS: Record<PolicyPurpose, string> = {
  training: 'AI training',
  search: 'Search and AI search',
  'user-triggered': 'Assistants fetching for a person',
  preview: 'Link previews',
  'seo-tool': 'SEO tools',
  monitoring: 'Monitoring',
  archiving: 'Archivers',
  unknown: 'Other and unknown bots',
};

/** The registry's purposes as a policy decides on them: what a site owner would group them under. */
export const POLICY_PURPOSE_OF: Record<BotPurpose, PolicyPurpose> = {
  training: 'training',
  search: 'search',
  'user-triggered': 'user-triggered',
  preview: 'preview',
  'feed-reader': 'preview',
  monitoring: 'monitoring',
  security: 'monitoring',
  'seo-tool': 'seo-tool',
  advertising: 'seo-tool',
  archiving: 'archiving',
  'http-library': 'unknown',
  'headless-browser': 'unknown',
  unknown: 'unknown',
};

export const ACCESS_DECISIONS = ['allow', 'block'] as const;
export type AccessDecision = (typeof ACCESS_DECISIONS)[number];
const decision = z.enum(ACCESS_DECISIONS);

/** A path every crawler is kept out of: a robots.txt path pattern (`/private/`, `/*.pdf$`). */
const blockedPath = z
  .string()
  .trim()
  .regex(/^\/[^\s#]*$/, 'A path rule starts with / and has no spaces or #')
  .max(512, 'A path rule must be at most 512 characters');

export const robotsPolicy = z.object({
  purposes: z.record(z.enum(POLICY_PURPOSES), decision),
  /** By operator as the registry writes it ('OpenAI'). */
  operators: z.record(z.string().max(100), decision).default({}),
  /** By bot name as the registry writes it ('GPTBot'). */
  bots: z.record(z.string().max(100), decision).default({}),
  blockedPaths: z.array(blockedPath).max(50, 'At most 50 path rules').default([]),
});
export type RobotsPolicy = z.infer<typeof robotsPolicy>;

/** Issue default: search, assistants and previews may read the site; training may not; the rest as usual. */
export const DEFAULT_ROBOTS_POLICY: RobotsPolicy = {
  purposes: {
    training: 'block',
    search: 'allow',
    'user-triggered': 'allow',
    preview: 'allow',
    'seo-tool': 'allow',
    monitoring: 'allow',
    archiving: 'allow',
    unknown: 'allow',
  },
  operators: {},
  bots: {},
  blockedPaths: [],
};

/** One group of a generated robots.txt, and the bots it speaks to. */
export const robotsGroupExplanation = z.object({
  userAgents: z.array(z.string()),
  decision,
  /** Why: the purpose, operator or bot decision, or a group kept from the live file. */
  reason: z.string(),
  bots: z.array(z.object({ name: z.string(), operator: z.string(), purpose: z.string() })),
});
export type RobotsGroupExplanation = z.infer<typeof robotsGroupExplanation>;
