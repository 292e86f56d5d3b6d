import type { OptimizeSuggestion } from '@botlens/contracts';
import { adviceFor, type ContentAnalysis } from '../content-analysis/analyze-content';
import type { Factor } from '../content-analysis/answer-factors';
import { schemaPresentOf } from '../seo-audit/audit-evidence';
import type { PageFacts } from '../seo-audit/extract-page-facts';
import { isRealDocument, type SiteDocuments } from '../seo-audit/fetch-site-documents';

const rules = (partial: Omit<OptimizeSuggestion, 'source'>): OptimizeSuggestion => ({
  ...partial,
  source: 'rules',
});
/** A home page slower than this loses crawlers' patience and people's. */
const SLOW_MS = 2500;

/** https, sitemap, llms.txt and response time, each with the request it rests on. */
export function technicalFindings(documents: SiteDocuments): OptimizeSuggestion[] {
  const findings: OptimizeSuggestion[] = [];
  const { home } = documents;
  if (!documents.https.ok) {
    findings.push(
      rules({
        title: 'Serve the site over https',
        detail: 'Answer engines prefer secure pages, and browsers warn people away from plain http.',
        priority: 'high',
        evidence: `https failed (${documents.https.message}); ${home.url} was read over http`,
      }),
    );
  }
  if (!isRealDocument(documents.sitemap)) {
    findings.push(
      rules({
        title: 'Publish a sitemap',
        detail: 'A sitemap lists every page for crawlers, and names it in robots.txt with a Sitemap line.',
        priority: 'medium',
        evidence: documents.sitemap
          ? `${documents.sitemap.url} answered HTTP ${documents.sitemap.status}`
          : 'no sitemap was found',
      }),
    );
  }
  if (!isRealDocument(documents.llms)) {
    findings.push(
      rules({
        title: 'Add an llms.txt',
        detail:
          'llms.txt gives language models a short map of the site: what it is and its most useful pages.',
        priority: 'low',
        evidence: documents.llms
          ? `${documents.llms.url}: no llms.txt (HTTP ${documents.llms.status})`
          : 'no llms.txt was found',
      }),
    );
  }
  if (home.responseTimeMs > SLOW_MS) {
    findings.push(
      rules({
        title: 'Make the home page answer faster',
        detail: 'Crawlers fetch fewer pages from slow sites, and user-triggered fetchers give up on them.',
        priority: 'medium',
        evidence: `${home.url} took ${(home.responseTimeMs / 1000).toFixed(1)} s`,
      }),
    );
  }
  return findings;
}

/** Headings and structured data: what lets an answer engine map a passage to a question and an entity. */
export function structureFindings(homeUrl: string, facts: PageFacts): OptimizeSuggestion[] {
  const findings: OptimizeSuggestion[] = [];
  const { h1, h2 } = facts.headings;
  if (h1.length !== 1) {
    findings.push(
      rules({
        title: h1.length === 0 ? 'Give the page one H1' : 'Keep to one H1',
        detail: 'One H1 says what the page is about; answer engines read it as the page’s subject.',
        priority: 'medium',
        evidence: `${homeUrl} has ${h1.length} H1 headings${h1.length > 0 ? `: ${h1.slice(0, 3).join(' | ')}` : ''}`,
      }),
    );
  }
  if (!h2.some((heading) => heading.trim().endsWith('?'))) {
    findings.push(
      rules({
        title: 'Phrase some headings as questions',
        detail:
          'People ask assistants questions; an H2 in the same words maps your answer to their question.',
        priority: 'medium',
        evidence: `None of the ${h2.length} H2 headings on ${homeUrl} is a question`,
      }),
    );
  }
  const schema = schemaPresentOf(facts);
  if (!schema.organization) {
    findings.push(
      rules({
        title: 'Describe the organisation with schema.org',
        detail: 'Organization JSON-LD (name, logo, sameAs links) ties the site to the entity answers name.',
        priority: 'medium',
        evidence: `Structured data on ${homeUrl}: ${facts.schemaTypes.length > 0 ? facts.schemaTypes.slice(0, 8).join(', ') : 'none'}`,
      }),
    );
  }
  if (!schema.faq) {
    findings.push(
      rules({
        title: 'Mark up questions and answers',
        detail: 'FAQPage JSON-LD around real questions and answers tells engines which passage answers what.',
        priority: 'low',
        evidence: `No FAQPage or QAPage structured data on ${homeUrl}`,
      }),
    );
  }
  return findings;
}

/** The content analysis' advice as suggestions, each resting on the factor it measured. */
export function contentFindings(analysis: ContentAnalysis): OptimizeSuggestion[] {
  const missing = (factor: Factor) => (factor.weight > 0 ? 1 - factor.score : factor.score);
  return analysis.factors
    .filter((factor) => (factor.weight > 0 ? factor.score < 0.5 : factor.score > 0))
    .sort((a, b) => Math.abs(b.weight) * missing(b) - Math.abs(a.weight) * missing(a))
    .map((factor) =>
      rules({
        title: factor.label,
        detail: `${adviceFor(factor.key)} ${factor.basis}`,
        priority:
          Math.abs(factor.weight) * missing(factor) >= 10
            ? 'high'
            : missing(factor) >= 0.5
              ? 'medium'
              : 'low',
        evidence: `In the content sample: ${factor.value}`,
      }),
    );
}
