import {
  GOOD_PAGE_SPEED_SCORE,
  GOOD_STRUCTURE_SCORE,
  MIN_CONTENT_WORDS,
  type SeoAudit,
} from '@botlens/contracts';
import {
  aiCrawlerBlocks,
  aiCrawlerPermissions,
  type FetchedRobots,
} from '../seo-tools/ai-crawler-permissions';
import { validateLlmsTxt } from '../seo-tools/validate-llms-txt';
import {
  type AuditEvidence,
  type DocumentEvidence,
  isMobileViewport,
  isNoindex,
  schemaPresentOf,
} from './audit-evidence';
import { contentMetrics, topKeywords } from './content-metrics';
import { extractPageFacts } from './extract-page-facts';
import { type FetchedText, isRealDocument, isSuccess, type SiteDocuments } from './fetch-site-documents';
import { keywordOptimization, topPhrases } from './keyword-optimization';
import { queryFanOut } from './query-fan-out';
import { readSitemap } from './read-sitemap';
import { quickActions, recommendations } from './recommendations';
import { aiReadinessScore, scoreFactors } from './score-factors';
import { technicalSeo } from './technical-seo';

/** An audit as computed, before it is stored (storage gives it its ids, status and time). */
export type AuditResult = Omit<SeoAudit, 'id' | 'auditId' | 'createdAt' | 'status'>;

function documentEvidence(
  site: SiteDocuments,
  kind: 'robots' | 'llms' | 'llmsFull' | 'sitemap',
  fetched: FetchedText | null,
): DocumentEvidence {
  const trail = site.documents.find((document) => document.kind === kind);
  return {
    url: fetched?.url ?? trail?.url ?? '',
    status: fetched?.status ?? null,
    error: trail?.error ?? null,
    present: isRealDocument(fetched),
    truncated: fetched?.truncated ?? false,
  };
}

/** Everything an audit reports, computed from the documents that were fetched and nothing else. */
export function buildAudit(domain: string, site: SiteDocuments): AuditResult {
  const homeUrl = site.home.url;
  const facts = extractPageFacts(site.home.body, homeUrl);
  const metrics = contentMetrics(facts);

  const robots = documentEvidence(site, 'robots', site.robots);
  // A robots.txt that is really an HTML page counts as none (RFC 9309: unavailable, so all is allowed).
  const robotsForRules: FetchedRobots =
    site.robots === null
      ? null
      : robots.present || !isSuccess(site.robots)
        ? { status: site.robots.status, body: site.robots.body }
        : { status: 404, body: '' };
  const llms = documentEvidence(site, 'llms', site.llms);
  const sitemapDocument = documentEvidence(site, 'sitemap', site.sitemap);
  const sitemapSummary =
    site.sitemap && isSuccess(site.sitemap) ? readSitemap(site.sitemap.body) : { kind: null, entries: 0 };
  const sitemapPresent = sitemapSummary.kind !== null && sitemapSummary.entries > 0;

  const evidence: AuditEvidence = {
    homeUrl,
    facts,
    metrics,
    robots,
    crawlerPermissions: aiCrawlerPermissions(robotsForRules),
    crawlerBlocks: aiCrawlerBlocks(robotsForRules),
    llms: {
      ...llms,
      validation: llms.present
        ? validateLlmsTxt(site.llms?.body ?? '')
        : { valid: false, errors: [], warnings: [] },
    },
    llmsFull: documentEvidence(site, 'llmsFull', site.llmsFull),
    sitemap: { ...sitemapDocument, present: sitemapPresent, ...sitemapSummary },
    technical: technicalSeo(site, { robotsTxtPresent: robots.present, sitemapPresent }),
  };

  const keywords = topKeywords(facts.text, 10);
  const phrases = topPhrases(facts.text, 10);
  const fanOut = queryFanOut(facts, keywords, phrases);
  const schemaPresent = schemaPresentOf(facts);
  const factors = scoreFactors(evidence);
  const found = recommendations(evidence);

  const findings = {
    aiIndexingAllowed: evidence.crawlerBlocks.length === 0 && !isNoindex(facts),
    structuredDataPresent: facts.schemaTypes.length > 0,
    contentStructureGood: metrics.contentStructureScore >= GOOD_STRUCTURE_SCORE,
    sufficientContentLength: facts.wordCount >= MIN_CONTENT_WORDS,
    llmsTxtPresent: llms.present,
    llmsTxtValid: evidence.llms.present && evidence.llms.validation.valid,
    schemaPresent,
    mobileFriendly: isMobileViewport(facts),
    pageSpeedOptimized: evidence.technical.pageSpeedScore >= GOOD_PAGE_SPEED_SCORE,
  };
  const metaData = {
    title: facts.title,
    titleLength: facts.title?.length ?? 0,
    description: facts.description,
    descriptionLength: facts.description?.length ?? 0,
    canonicalUrl: facts.canonicalUrl,
    language: facts.language,
    robotsMeta: facts.robotsMeta,
    h1: facts.headings.h1.slice(0, 5),
  };

  return {
    domain,
    url: homeUrl,
    aiReadinessScore: aiReadinessScore(factors),
    findings,
    topKeywords: keywords,
    queryFanOut: fanOut,
    aiCrawlerPermissions: evidence.crawlerPermissions,
    metaData,
    contentMetrics: metrics,
    quickActions: quickActions(found),
    auditData: {
      findings,
      technicalSeo: evidence.technical,
      keywordOptimization: keywordOptimization(
        facts,
        keywords,
        phrases,
        fanOut.contentGaps.map((gap) => gap.gap),
      ),
      recommendations: found,
      metaData,
      contentMetrics: metrics,
    },
    scoreFactors: factors,
    documents: site.documents,
    llmsTxt: {
      present: evidence.llms.present,
      valid: findings.llmsTxtValid,
      errors: evidence.llms.validation.errors.slice(0, 20),
      warnings: evidence.llms.validation.warnings.slice(0, 20),
    },
    sitemap: { present: sitemapPresent, url: sitemapDocument.url || null, urlCount: sitemapSummary.entries },
  };
}
