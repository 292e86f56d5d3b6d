import { z } from 'zod';
import { ACCESS_DECISIONS, liveRobotsTxt, ROBOTS_FETCH_OUTCOMES } from './robots-policy';
import { llmsTxtValidation } from './seo-tools';

/**
 * The policy studio's checks of the site as it is: the served files against the policy's, who ignored the
 * robots.txt in force, and the llms.txt generated from the sitemap (robots-policy.ts holds the policy itself).
 */

/** One line of a line diff: kept, only in the served file ('removed'), or only in the policy's ('added'). */
export const diffLine = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });
export type DiffLine = z.infer<typeof diffLine>;

/** GET /api/websites/:id/robots/served-check: the live robots.txt and llms.txt against the policy's. */
export const servedFilesCheck = z.object({
  robotsTxt: z.object({
    live: liveRobotsTxt.nullable(),
    /** From the served file to the policy's file; [] when the live file could not be fetched from here. */
    diff: z.array(diffLine),
    /** Registry bots the served file treats differently from the policy (on the site's root path). */
    botsDiffering: z.array(
      z.object({
        name: z.string(),
        operator: z.string(),
        purpose: z.string(),
        policy: z.enum(ACCESS_DECISIONS),
        served: z.enum(ACCESS_DECISIONS),
      }),
    ),
  }),
  llmsTxt: z.object({
    /** False when /llms.txt could not be fetched at all from here (no answer over https or http). */
    reachable: z.boolean(),
    /** Whether the site serves /llms.txt (2xx), and when it was read. */
    served: z.boolean(),
    fetchedAt: z.string(),
    /** From the served file to the last generated one; [] when there is none yet or the site was not reachable. */
    diff: z.array(diffLine),
    /** The served file checked by the project's validator; null when none is served. */
    validation: llmsTxtValidation.nullable(),
  }),
});
export type ServedFilesCheck = z.infer<typeof servedFilesCheck>;

export const complianceQuery = z.object({
  days: z.coerce
    .number()
    .pipe(
      z.union([z.literal(1), z.literal(7), z.literal(30), z.literal(90)], {
        error: 'days must be one of: 1, 7, 30, 90',
      }),
    )
    .default(30),
});
export type ComplianceQuery = z.infer<typeof complianceQuery>;

/** GET /api/websites/:id/robots/compliance?days=: per bot, hits on paths the robots.txt then in force disallowed. */
export const robotsCompliance = z.object({
  from: z.string(),
  to: z.string(),
  /** The robots.txt versions that were in force in the window, oldest first. */
  versions: z.array(z.object({ fetchedAt: z.string(), outcome: z.enum(ROBOTS_FETCH_OUTCOMES) })),
  /** Hits in the window before the first known version: no file is known to have been in force for them. */
  hitsBeforeFirstVersion: z.number().int(),
  /** Bots with at least one hit the file in force disallowed, most such hits first. */
  bots: z.array(
    z.object({
      name: z.string(),
      operator: z.string(),
      purpose: z.string(),
      /** Its page views in the window while a recorded version was in force (the hits judged). */
      hits: z.number().int(),
      disallowedHits: z.number().int(),
      /** The first such hit on each of up to 5 disallowed paths, oldest first. */
      examples: z.array(z.object({ occurredAt: z.string(), path: z.string() })),
    }),
  ),
});
export type RobotsCompliance = z.infer<typeof robotsCompliance>;

/** The most pages an llms.txt is generated from. */
export const MAX_LLMS_TXT_PAGES = 200;

/** An llms.txt generation from the sitemap: its progress, then the file. */
export const llmsTxtGeneration = z.object({
  id: z.number().int(),
  status: z.enum(['running', 'finished', 'failed']),
  pagesTotal: z.number().int(),
  pagesDone: z.number().int(),
  llmsTxt: z.string().nullable(),
  skipped: z.array(z.object({ url: z.string(), reason: z.string() })),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The generated file checked by the project's llms.txt validator (null while running). */
  validation: llmsTxtValidation.nullable(),
});
export type LlmsTxtGeneration = z.infer<typeof llmsTxtGeneration>;

/** GET /api/websites/:id/llms-txt: the latest generation, or null. */
export const latestLlmsTxtGeneration = z.object({ generation: llmsTxtGeneration.nullable() });
