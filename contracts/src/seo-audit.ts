import { z } from 'zod';
import { wholeNumberParam } from './common';
import { llmsTxtIssue } from './seo-tools';

/** Part 2 §4: 80 or more is high-performance (green), 60–79 good (yellow), below 60 needs improvement. */
export const SCORE_EXCELLENT = 90;
export const SCORE_HIGH = 80;
export const SCORE_GOOD = 60;
/** Part 2 §2: the recent-audits box lists this many and says so when there are more. */
export const AUDIT_LIST_SHOWN = 20;
/** Audits of one account or one anonymous browser that GET /api/seo-audits returns, newest first. */
export const AUDIT_LIST_MAX = 100;
/** The findings' thresholds: the server checks against them and the report says them in its texts. */
export const MIN_CONTENT_WORDS = 300;
export const GOOD_STRUCTURE_SCORE = 70;
export const GOOD_PAGE_SPEED_SCORE = 70;

export const analyzeWebsiteRequest = z.object({
  /** A domain or URL; protocol and path are dropped (part 2 §5), a port stays. */
  domain: z
    .string()
    .trim()
    .min(1, 'Please enter a website URL to analyze.')
    .max(2048, 'The website URL must be at most 2048 characters'),
});
export type AnalyzeWebsiteRequest = z.infer<typeof analyzeWebsiteRequest>;

export const auditIdParam = z.object({
  auditId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not an audit id'),
});

export const schemaPresent = z.object({
  faq: z.boolean(),
  howTo: z.boolean(),
  article: z.boolean(),
  organization: z.boolean(),
});

export const auditFindings = z.object({
  /** No AI crawler is shut out of the home page by robots.txt, and the page does not say noindex. */
  aiIndexingAllowed: z.boolean(),
  structuredDataPresent: z.boolean(),
  /** contentStructureScore of GOOD_STRUCTURE_SCORE or more. */
  contentStructureGood: z.boolean(),
  /** At least MIN_CONTENT_WORDS words of visible text. */
  sufficientContentLength: z.boolean(),
  llmsTxtPresent: z.boolean(),
  llmsTxtValid: z.boolean(),
  schemaPresent,
  /** A viewport meta tag that follows the device width. */
  mobileFriendly: z.boolean(),
  /** pageSpeedScore of GOOD_PAGE_SPEED_SCORE or more. */
  pageSpeedOptimized: z.boolean(),
});
export type AuditFindings = z.infer<typeof auditFindings>;

export const metaData = z.object({
  title: z.string().nullable(),
  titleLength: z.number().int(),
  description: z.string().nullable(),
  descriptionLength: z.number().int(),
  canonicalUrl: z.string().nullable(),
  language: z.string().nullable(),
  /** The robots meta tag as written (e.g. "noindex"), null when absent. */
  robotsMeta: z.string().nullable(),
  h1: z.array(z.string()),
});
export type AuditMetaData = z.infer<typeof metaData>;

export const contentMetrics = z.object({
  wordCount: z.number().int(),
  readabilityScore: z.number(),
  internalLinks: z.number().int(),
  altTextRatio: z.number(),
  technicalTermDensity: z.number(),
  questionDensity: z.number(),
  contentStructureScore: z.number(),
  semanticRichness: z.number(),
});
export type AuditContentMetrics = z.infer<typeof contentMetrics>;

export const keywordCount = z.object({ keyword: z.string(), count: z.number().int() });

export const SEARCH_INTENTS = ['informational', 'commercial', 'transactional', 'navigational'] as const;
export const GAP_PRIORITIES = ['high', 'medium', 'low'] as const;

/** How an answer engine may split a question about this site into sub-queries, read from the page itself. */
export const queryFanOut = z.object({
  /**
   * relevance 0–100; answer: the page's sentence that answers the question, null when none does (then it is
   * also a content gap). Audits stored before answers were named have none.
   */
  relatedQueries: z.array(
    z.object({ query: z.string(), relevance: z.number(), answer: z.string().nullable().optional() }),
  ),
  /** 0–100, summing to 100 */
  searchIntents: z.array(z.object({ intent: z.enum(SEARCH_INTENTS), probability: z.number() })),
  /** coverage 0–100: the share of the page's text blocks that mention the cluster's keywords. */
  topicClusters: z.array(
    z.object({ topic: z.string(), coverage: z.number(), keywords: z.array(z.string()) }),
  ),
  contentGaps: z.array(z.object({ gap: z.string(), priority: z.enum(GAP_PRIORITIES) })),
});
export type QueryFanOut = z.infer<typeof queryFanOut>;

export const technicalSeo = z.object({
  /** 0–100 from the measured server response time and page weight (formula on the report). */
  pageSpeedScore: z.number().int(),
  /** Field data from real browsers; an audit cannot measure it, and says so here. */
  corewWebVitals: z.string(),
  httpsEnabled: z.boolean(),
  /** The https connection's certificate was accepted; null when the site answered on http only. */
  validSsl: z.boolean().nullable(),
  xmlSitemap: z.boolean(),
  robotsTxt: z.boolean(),
  responseTimeMs: z.number().int(),
  htmlBytes: z.number().int(),
});
export type TechnicalSeo = z.infer<typeof technicalSeo>;

export const keywordOptimization = z.object({
  /** Top keywords that also stand in the title, the description or the H1. */
  primaryKeywords: z.array(z.string()),
  /** Frequent two-word phrases and further keywords of the text. */
  semanticKeywords: z.array(z.string()),
  /** The top keyword's share of all words, in percent. */
  keywordDensity: z.number(),
  /** Sub-queries an answer engine would ask that the page has no words for (see queryFanOut). */
  competitorGap: z.array(z.string()),
});
export type KeywordOptimization = z.infer<typeof keywordOptimization>;

export const RECOMMENDATION_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export const AUDIT_FACTOR_KEYS = [
  'aiAccess',
  'structuredData',
  'contentDepth',
  'contentStructure',
  'metaData',
  'llmsTxt',
  'technical',
  'mobile',
  'pageSpeed',
] as const;
export type AuditFactorKey = (typeof AUDIT_FACTOR_KEYS)[number];

export const recommendation = z.object({
  id: z.string(),
  priority: z.enum(RECOMMENDATION_PRIORITIES),
  factor: z.enum(AUDIT_FACTOR_KEYS),
  title: z.string(),
  description: z.string(),
  /** What was fetched that shows the problem: the document and, where there is one, the line or value. */
  evidence: z.string(),
});
export type Recommendation = z.infer<typeof recommendation>;

/** One weighted part of the 0–100 score: earned of weight points, and why. */
export const scoreFactor = z.object({
  key: z.enum(AUDIT_FACTOR_KEYS),
  label: z.string(),
  weight: z.number(),
  earned: z.number(),
  /** How the points are given, in one sentence. */
  rule: z.string(),
  evidence: z.string(),
});
export type ScoreFactor = z.infer<typeof scoreFactor>;

export const AUDIT_DOCUMENTS = ['home', 'robots', 'llms', 'llmsFull', 'sitemap'] as const;
/** A document the audit fetched (or tried to): the trail every finding is traced back to. */
export const fetchedDocument = z.object({
  kind: z.enum(AUDIT_DOCUMENTS),
  url: z.string(),
  /** HTTP status; null when the request failed (error says why). */
  status: z.number().int().nullable(),
  bytes: z.number().int(),
  truncated: z.boolean(),
  error: z.string().nullable(),
});
export type FetchedDocument = z.infer<typeof fetchedDocument>;

export const auditData = z.object({
  findings: auditFindings,
  technicalSeo,
  keywordOptimization,
  /** Most urgent first (critical, high, medium, low); screens and the PDF keep this order. */
  recommendations: z.array(recommendation),
  metaData,
  contentMetrics,
});
export type AuditData = z.infer<typeof auditData>;

export const AUDIT_STATUSES = ['completed'] as const;

export const seoAuditSummary = z.object({
  id: z.number().int(),
  auditId: z.string(),
  domain: z.string(),
  status: z.enum(AUDIT_STATUSES),
  createdAt: z.string(),
  aiReadinessScore: z.number().int(),
});
export type SeoAuditSummary = z.infer<typeof seoAuditSummary>;

export const seoAudit = seoAuditSummary.extend({
  /** The page that was analysed, after redirects. */
  url: z.string(),
  findings: auditFindings,
  topKeywords: z.array(keywordCount),
  queryFanOut,
  aiCrawlerPermissions: z.record(z.string(), z.boolean()),
  metaData,
  contentMetrics,
  quickActions: z.array(z.string()),
  auditData,
  scoreFactors: z.array(scoreFactor),
  documents: z.array(fetchedDocument),
  llmsTxt: z.object({
    present: z.boolean(),
    valid: z.boolean(),
    errors: z.array(llmsTxtIssue),
    warnings: z.array(llmsTxtIssue),
  }),
  sitemap: z.object({ present: z.boolean(), url: z.string().nullable(), urlCount: z.number().int() }),
});
export type SeoAudit = z.infer<typeof seoAudit>;

export const seoAuditList = z.array(seoAuditSummary);

/** The administrator's SEO Audits tab lists this many audits a page, newest first. */
export const ADMIN_AUDITS_PAGE_SIZE = 25;

/** GET /api/admin/audits: a search by domain (part of it) or audit id (the whole of it), and a page. */
export const adminAuditsQuery = z.object({
  search: z.string().trim().max(200, 'search must be at most 200 characters').default(''),
  page: wholeNumberParam(1, 10_000).default(1),
});
export type AdminAuditsQuery = z.infer<typeof adminAuditsQuery>;

export const adminAuditRow = z.object({
  id: z.number().int(),
  auditId: z.string(),
  domain: z.string(),
  aiReadinessScore: z.number().int(),
  createdAt: z.string(),
  /** The owner's e-mail, or null for an audit run without an account ("anonymous"). */
  ownerEmail: z.string().nullable(),
});
export type AdminAuditRow = z.infer<typeof adminAuditRow>;

/** The page of audits and the tab's counts, over the whole table or over what the search matches. */
export const adminAuditsResponse = z.object({
  audits: z.array(adminAuditRow),
  counts: z.object({
    total: z.number().int(),
    /** SCORE_HIGH or more. */
    highPerformance: z.number().int(),
    /** Below SCORE_GOOD. */
    needImprovement: z.number().int(),
  }),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAuditsResponse = z.infer<typeof adminAuditsResponse>;
