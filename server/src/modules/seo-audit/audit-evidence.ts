import type { LlmsTxtValidation, TechnicalSeo } from '@botlens/contracts';
import type { CrawlerBlock } from '../seo-tools/ai-crawler-permissions';
import type { ContentMetrics } from './content-metrics';
import type { PageFacts } from './extract-page-facts';
import { isSuccess } from './fetch-site-documents';

/** What one fetched text document turned out to be. */
export type DocumentEvidence = {
  url: string;
  /** HTTP status; null when the request failed (error says why). */
  status: number | null;
  error: string | null;
  /** A real document of its kind: 2xx, and not an HTML page served in its place (a "soft 404"). */
  present: boolean;
  truncated: boolean;
};

/** Everything the score, the findings and the recommendations are computed from: the audit's evidence. */
export type AuditEvidence = {
  homeUrl: string;
  facts: PageFacts;
  metrics: ContentMetrics;
  robots: DocumentEvidence;
  crawlerPermissions: Record<string, boolean>;
  crawlerBlocks: CrawlerBlock[];
  llms: DocumentEvidence & { validation: LlmsTxtValidation };
  llmsFull: DocumentEvidence;
  sitemap: DocumentEvidence & { kind: 'urlset' | 'sitemapindex' | null; entries: number };
  technical: TechnicalSeo;
};

// schema.org types that count for each finding (subtypes a site is likely to use included).
export const FAQ_TYPES = new Set(['FAQPage', 'QAPage']);
export const HOW_TO_TYPES = new Set(['HowTo']);
export const ARTICLE_TYPES = new Set([
  'Article',
  'NewsArticle',
  'BlogPosting',
  'TechArticle',
  'ScholarlyArticle',
  'Report',
  'LiveBlogPosting',
  'OpinionNewsArticle',
  'AnalysisNewsArticle',
  'SocialMediaPosting',
]);
export const ORGANIZATION_TYPES = new Set([
  'Organization',
  'Corporation',
  'LocalBusiness',
  'OnlineBusiness',
  'OnlineStore',
  'Store',
  'Restaurant',
  'ProfessionalService',
  'MedicalOrganization',
  'EducationalOrganization',
  'NGO',
  'GovernmentOrganization',
  'NewsMediaOrganization',
  'ResearchOrganization',
  'SportsOrganization',
]);

export function schemaPresentOf(facts: PageFacts) {
  const has = (types: Set<string>) => facts.schemaTypes.some((type) => types.has(type));
  return {
    faq: has(FAQ_TYPES),
    howTo: has(HOW_TO_TYPES),
    article: has(ARTICLE_TYPES),
    organization: has(ORGANIZATION_TYPES),
  };
}

/** The AI crawlers that answer people's questions live (search indexers and user-triggered fetchers). */
export const ANSWER_CRAWLERS = new Set([
  'OAI-SearchBot',
  'ChatGPT-User',
  'Claude-SearchBot',
  'Claude-User',
  'PerplexityBot',
  'Perplexity-User',
  'DuckAssistBot',
  'MistralAI-User',
]);

export function isNoindex(facts: PageFacts): boolean {
  return /\b(noindex|none)\b/.test(facts.robotsMeta ?? '');
}

export function isMobileViewport(facts: PageFacts): boolean {
  return /width\s*=\s*device-width/.test(facts.viewport ?? '');
}

export const quote = (text: string, max = 80) =>
  `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`;

/**
 * An evidence line for a document that is not there: the request failed, or it answered 2xx with something
 * else (`answeredWith`, e.g. an HTML page in place of an llms.txt), or its HTTP status.
 */
export function whyMissing(document: DocumentEvidence, answeredWith: string): string {
  if (document.status === null) return `${document.url}: not fetched (${document.error})`;
  return `${document.url}: ${isSuccess({ status: document.status }) ? answeredWith : `HTTP ${document.status}`}`;
}
