import { z } from 'zod';
import { robotsGroupExplanation } from './robots-policy';

/**
 * The ChatGPT indexing tool (part 2: "ChatGPT Website Indexing page", §3 "Indexing tool results",
 * §7 `/api/chatgpt/*`). Every suggestion says where it comes from: the rules, or the optional language
 * model ('ai'), whose failures arrive as `notices`.
 */
export const SUGGESTION_SOURCES = ['rules', 'ai'] as const;
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number];

/** Part 2 §5: the indexing page's validation texts. */
export const MISSING_CONTENT = { title: 'Missing Content', message: 'Please provide content to analyze' };
export const MISSING_INFORMATION = {
  title: 'Missing Information',
  message: 'Please provide both domain and content to analyze',
};
export const MISSING_DOMAIN = {
  title: 'Missing Domain',
  message: 'Please provide a domain to generate robots.txt',
};

/** A content sample is read as text, up to this many characters (200 KB of plain text). */
export const MAX_CONTENT_CHARS = 200 * 1024;

const content = z
  .string()
  .max(MAX_CONTENT_CHARS, 'content must be at most 200 KB')
  .refine((text) => text.trim() !== '', MISSING_CONTENT.message);

export const analyzeContentRequest = z.object({
  content,
  metadata: z
    .object({ domain: z.string().trim().max(253, 'metadata.domain must be at most 253 characters') })
    .partial()
    .optional(),
});
export type AnalyzeContentRequest = z.infer<typeof analyzeContentRequest>;

export const contentFactor = z.object({
  key: z.string(),
  label: z.string(),
  /** Points of 100; a penalty is negative. */
  weight: z.number(),
  value: z.string(),
  /** 0–1 */
  score: z.number(),
  /** What the weight rests on. */
  basis: z.string(),
});

/** A finding about one span of the content: its text (cut to 200 characters) and its offsets. */
export const contentIssue = z.object({
  message: z.string(),
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});

export const contentRecommendation = z.object({ text: z.string(), source: z.enum(SUGGESTION_SOURCES) });

export const contentAnalysisResult = z.object({
  /** 0–100, from the rules alone: the same text always gets the same score. */
  score: z.number().int().min(0).max(100),
  issues: z.array(contentIssue),
  recommendations: z.array(contentRecommendation),
  factors: z.array(contentFactor),
  notices: z.array(z.string()),
});
export type ContentAnalysisResult = z.infer<typeof contentAnalysisResult>;

/** What the language model is asked for on content: a few recommendations, validated before use. */
export const aiContentAdvice = z.object({
  recommendations: z.array(z.string().min(1).max(500)).max(5),
});

const domain = z
  .string()
  .max(2048, 'domain must be at most 2048 characters')
  .refine((text) => text.trim() !== '', MISSING_DOMAIN.message);

export const robotsTxtRequest = z.object({ domain });
export type RobotsTxtRequest = z.infer<typeof robotsTxtRequest>;

export const robotsTxtResult = z.object({
  robotsTxt: z.string(),
  /** Part 2 §3: what the file does, in words: per group, which bots it covers, their operator and purpose. */
  explanation: z.string(),
  groups: z.array(robotsGroupExplanation),
  /** Bots the policy blocks that publish no robots.txt token: only server rules stop them. */
  notControllable: z.array(z.object({ name: z.string(), operator: z.string(), purpose: z.string() })),
  /** 403 rules for nginx, Apache and Caddy: for the blocked bots that ignore robots.txt or have no token. */
  /** Null unless the caller's plan includes enforcement rules (custom robots.txt, the Pro plan). */
  serverRules: z.object({ nginx: z.string(), apache: z.string(), caddy: z.string() }).nullable(),
  /** The live file merged in: where it was read, or why it was not. */
  live: z.object({ url: z.string(), status: z.number().int().nullable(), note: z.string() }),
});
export type RobotsTxtResult = z.infer<typeof robotsTxtResult>;

export const SUGGESTION_PRIORITIES = ['high', 'medium', 'low'] as const;

/** One suggestion, and what it rests on: a robots.txt line, a URL, a count from the site's own traffic. */
export const optimizeSuggestion = z.object({
  title: z.string(),
  detail: z.string(),
  priority: z.enum(SUGGESTION_PRIORITIES),
  evidence: z.string(),
  source: z.enum(SUGGESTION_SOURCES),
});
export type OptimizeSuggestion = z.infer<typeof optimizeSuggestion>;

export const optimizeRequest = z.object({
  domain: z
    .string()
    .max(2048, 'domain must be at most 2048 characters')
    .refine((text) => text.trim() !== '', MISSING_INFORMATION.message),
  content: z
    .string()
    .max(MAX_CONTENT_CHARS, 'content must be at most 200 KB')
    .refine((text) => text.trim() !== '', MISSING_INFORMATION.message),
});
export type OptimizeRequest = z.infer<typeof optimizeRequest>;

export const optimizeResult = z.object({
  contentRecommendations: z.array(optimizeSuggestion),
  technicalImprovements: z.array(optimizeSuggestion),
  structureOptimizations: z.array(optimizeSuggestion),
  crawlabilityTips: z.array(optimizeSuggestion),
  /** The caller's own website with this domain, whose last 30 days of bot traffic were read; else null. */
  website: z.object({ id: z.number().int(), name: z.string(), days: z.number().int() }).nullable(),
  notices: z.array(z.string()),
});
export type OptimizeResult = z.infer<typeof optimizeResult>;

/** What the language model is asked for on a site: a few suggestions per list, validated before use. */
const aiSuggestion = z.object({
  title: z.string().min(1).max(200),
  detail: z.string().min(1).max(1000),
  priority: z.enum(SUGGESTION_PRIORITIES),
  evidence: z.string().max(500),
});
export const aiSiteAdvice = z.object({
  contentRecommendations: z.array(aiSuggestion).max(4),
  structureOptimizations: z.array(aiSuggestion).max(4),
});
