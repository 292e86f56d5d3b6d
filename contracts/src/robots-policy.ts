import { z } from 'zod';
import type { BotPurpose } from './bots';
import { MAX_ROBOTS_TXT_CHARS } from './seo-tools';

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

/** The windows a simulation may look back over, in days (the dashboards' ranges). */
export const SIMULATION_DAYS = [1, 7, 30, 90] as const;

export const robotsSimulationRequest = z.object({
  robotsTxt: z.string().max(MAX_ROBOTS_TXT_CHARS, 'robotsTxt must be at most 500 KB'),
  days: z
    .union([z.literal(1), z.literal(7), z.literal(30), z.literal(90)], {
      error: 'days must be one of: 1, 7, 30, 90',
    })
    .default(30),
});
export type RobotsSimulationRequest = z.infer<typeof robotsSimulationRequest>;

export const robotsSimulationResult = z.object({
  from: z.string(),
  to: z.string(),
  totalHits: z.number().int(),
  bots: z.array(
    z.object({
      name: z.string(),
      operator: z.string(),
      purpose: z.string(),
      hits: z.number().int(),
      /** Hits on paths this robots.txt would have disallowed for the bot. */
      disallowedHits: z.number().int(),
      /** False when the bot's operator documents no robots.txt token: no file could have stopped it. */
      controllable: z.boolean(),
    }),
  ),
});
export type RobotsSimulationResult = z.infer<typeof robotsSimulationResult>;

// ---------------------------------------------------------------------------------------------------------
// The policy studio: a website's stored policy, what it produces, and how the live files and the traffic
// compare with it.
// ---------------------------------------------------------------------------------------------------------

/** One saved version of a website's policy: who saved it and when. */
export const robotsPolicyVersion = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  /** The e-mail of the account that saved it, or null when that account is gone. */
  createdBy: z.string().nullable(),
});
export type RobotsPolicyVersion = z.infer<typeof robotsPolicyVersion>;

/** GET /api/websites/:id/robots/policy (and the answer to a save). */
export const robotsPolicyState = z.object({
  policy: robotsPolicy,
  /** The version in force; 0 while the website has the default policy and nothing was saved. */
  version: z.number().int(),
  /** Newest first, at most 50. */
  versions: z.array(robotsPolicyVersion),
});
export type RobotsPolicyState = z.infer<typeof robotsPolicyState>;

/**
 * PUT /api/websites/:id/robots/policy. `baseVersion` is the version the editor started from: a save over
 * a newer version (another tab, another person) is refused with 409 instead of overwriting it.
 */
export const saveRobotsPolicyRequest = z.object({
  policy: robotsPolicy,
  baseVersion: z.number().int().min(0),
});
export type SaveRobotsPolicyRequest = z.infer<typeof saveRobotsPolicyRequest>;

export const ROBOTS_FETCH_OUTCOMES = ['ok', 'missing', 'unreachable'] as const;
export type RobotsFetchOutcomeName = (typeof ROBOTS_FETCH_OUTCOMES)[number];

/** A website's live robots.txt as last fetched (RFC 9309: 4xx = no file, allow all; 5xx/unreachable = disallow all). */
export const liveRobotsTxt = z.object({
  outcome: z.enum(ROBOTS_FETCH_OUTCOMES),
  httpStatus: z.number().int().nullable(),
  fetchedAt: z.string(),
  /** The file's text when the outcome is 'ok', else ''. */
  robotsTxt: z.string(),
});
export type LiveRobotsTxt = z.infer<typeof liveRobotsTxt>;

/**
 * GET /api/websites/:id/robots/outputs?version=: what the policy (in force, or the given version) produces:
 * the robots.txt merged with the live file, 403 rules for servers, and the site's middleware with the
 * blocked bots. Reading it fetches the live robots.txt (and records it as a version when it changed).
 */
export const robotsPolicyOutputs = z.object({
  version: z.number().int(),
  robotsTxt: z.string(),
  /** What the file does, in words (how the live file was merged first, then group by group). */
  explanation: z.string(),
  groups: z.array(robotsGroupExplanation),
  notControllable: z.array(z.object({ name: z.string(), operator: z.string(), purpose: z.string() })),
  /**
   * 403 rules for the bots the policy blocks (by user agent) and for requests that claim an allowed bot
   * with published addresses from outside them (spoofed). Null when the caller's plan does not include
   * custom robots.txt (customRobotsTxt): enforcement is a paid feature.
   */
  serverRules: z.object({ nginx: z.string(), apache: z.string(), caddy: z.string() }).nullable(),
  /** The website's Express and Cloudflare Worker middleware, answering 403 to the blocked bots; null as above. */
  middleware: z.object({ express: z.string(), worker: z.string() }).nullable(),
  /** Null when the live file could not be fetched at all (the domain does not resolve, the fetch is refused). */
  live: liveRobotsTxt.nullable(),
});
export type RobotsPolicyOutputs = z.infer<typeof robotsPolicyOutputs>;

/** The query of GET /api/websites/:id/robots/outputs: a stored version; absent, the version in force. */
export const robotsPolicyOutputsQuery = z.object({
  version: z.coerce
    .number({ error: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(0, 'version must be 0 or more')
    .max(2_147_483_647, 'version must be at most 2147483647')
    .optional(),
});
export type RobotsPolicyOutputsQuery = z.infer<typeof robotsPolicyOutputsQuery>;

/**
 * POST /api/websites/:id/robots/preview: what an unsaved policy would produce, answered like outputs (its
 * `version` is the one in force, the draft's base). It merges the live robots.txt as last read, without
 * fetching it again: the editor asks on every change.
 */
export const previewRobotsPolicyRequest = z.object({ policy: robotsPolicy });
export type PreviewRobotsPolicyRequest = z.infer<typeof previewRobotsPolicyRequest>;
