import { z } from 'zod';

/** Google reads at most 500 KiB of a robots.txt; a larger one is cut there, so nothing beyond matters. */
export const MAX_ROBOTS_TXT_CHARS = 500 * 1024;
export const MAX_LLMS_TXT_CHARS = 1024 * 1024;

export const robotsTestRequest = z.object({
  robotsTxt: z.string().max(MAX_ROBOTS_TXT_CHARS, 'robotsTxt must be at most 500 KB'),
  userAgent: z
    .string()
    .trim()
    .min(1, 'userAgent is required')
    .max(500, 'userAgent must be at most 500 characters'),
  /** An absolute http(s) URL, or a path such as /private/page. */
  url: z.string().trim().min(1, 'url is required').max(2048, 'url must be at most 2048 characters'),
});
export type RobotsTestRequest = z.infer<typeof robotsTestRequest>;

export const robotsTestResult = z.object({
  allowed: z.boolean(),
  /** The rule that decided, as written (`Disallow: /private/`); null when no rule matched (allowed). */
  matchedRule: z.string().nullable(),
  /** Its line number in the robots.txt, from 1. */
  line: z.number().int().nullable(),
});
export type RobotsTestResult = z.infer<typeof robotsTestResult>;

export const llmsTxtValidateRequest = z.object({
  text: z.string().max(MAX_LLMS_TXT_CHARS, 'text must be at most 1 MB'),
});

export const llmsTxtIssue = z.object({ line: z.number().int(), message: z.string() });
export type LlmsTxtIssue = z.infer<typeof llmsTxtIssue>;

/**
 * The lists hold the first issues of each kind (a hostile file can have 100k), the last entry saying how many
 * more there are; the counts are of all of them. Audits stored before the counts existed have complete lists.
 */
export const llmsTxtValidation = z.object({
  valid: z.boolean(),
  errors: z.array(llmsTxtIssue),
  warnings: z.array(llmsTxtIssue),
  errorCount: z.number().int().optional(),
  warningCount: z.number().int().optional(),
});
export type LlmsTxtValidation = z.infer<typeof llmsTxtValidation>;
