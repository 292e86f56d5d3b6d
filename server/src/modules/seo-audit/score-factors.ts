import type { ScoreFactor } from '@botlens/contracts';
import {
  ANSWER_CRAWLERS,
  type AuditEvidence,
  isMobileViewport,
  isNoindex,
  quote,
  schemaPresentOf,
  whyMissing,
} from './audit-evidence';

/**
 * The AI-readiness score: nine weighted factors, 100 points in all. Each gives its points by the rule
 * written next to it (shown on the report as well), from the evidence the audit fetched.
 *
 *   AI crawler access   20   share of AI crawlers robots.txt lets read the home page, answer crawlers
 *                            counting double; none at all when the page says noindex
 *   Structured data     15   6 for any valid JSON-LD or microdata, +3 Organization, +3 FAQ or HowTo,
 *                            +3 Article
 *   Content depth       15   words of visible text: none at 100 or fewer, all at 800 or more, linear
 *   Content structure   10   the content structure score (0–100) divided by 10
 *   Meta data           10   title of 10–60 characters 4 (any other title 2), description of 50–160
 *                            characters 4 (any other 2), canonical link 2
 *   llms.txt            10   5 for an llms.txt, 5 more when it follows the llms.txt format
 *   Technical           10   https 4, an XML sitemap with entries 3, a robots.txt 3
 *   Mobile               5   viewport at device width 5 (another viewport 2)
 *   Page speed           5   page speed score (0–100) divided by 20
 */
export const FACTOR_WEIGHTS = {
  aiAccess: 20,
  structuredData: 15,
  contentDepth: 15,
  contentStructure: 10,
  metaData: 10,
  llmsTxt: 10,
  technical: 10,
  mobile: 5,
  pageSpeed: 5,
} as const;

const round1 = (value: number) => Math.round(value * 10) / 10;

export function scoreFactors(evidence: AuditEvidence): ScoreFactor[] {
  return [
    aiAccess(evidence),
    structuredData(evidence),
    contentDepth(evidence),
    contentStructure(evidence),
    metaData(evidence),
    llmsTxt(evidence),
    technical(evidence),
    mobile(evidence),
    pageSpeed(evidence),
  ];
}

/** The 0–100 score: the sum of the factors' points, rounded. */
export function aiReadinessScore(factors: ScoreFactor[]): number {
  return Math.round(factors.reduce((sum, factor) => sum + factor.earned, 0));
}

function aiAccess({ crawlerPermissions, crawlerBlocks, facts, robots }: AuditEvidence): ScoreFactor {
  const weight = FACTOR_WEIGHTS.aiAccess;
  const rule =
    'Share of AI crawlers that robots.txt lets read the home page (answer crawlers count double); 0 with noindex';
  if (isNoindex(facts)) {
    return {
      key: 'aiAccess',
      label: 'AI crawler access',
      weight,
      earned: 0,
      rule,
      evidence: `The home page's robots meta tag says ${quote(facts.robotsMeta ?? '')}`,
    };
  }
  const tokens = Object.keys(crawlerPermissions);
  const weightOf = (token: string) => (ANSWER_CRAWLERS.has(token) ? 2 : 1);
  const total = tokens.reduce((sum, token) => sum + weightOf(token), 0);
  const allowed = tokens.filter((t) => crawlerPermissions[t]).reduce((sum, t) => sum + weightOf(t), 0);
  const blockedList = crawlerBlocks
    .slice(0, 5)
    .map((block) =>
      block.line === null ? block.token : `${block.token} (line ${block.line}: ${block.rule})`,
    )
    .join(', ');
  const source = robots.present
    ? `${robots.url}`
    : robots.status !== null
      ? `${robots.url} answered HTTP ${robots.status}`
      : `${robots.url} could not be fetched (${robots.error})`;
  return {
    key: 'aiAccess',
    label: 'AI crawler access',
    weight,
    earned: total === 0 ? weight : round1((weight * allowed) / total),
    rule,
    evidence:
      crawlerBlocks.length === 0
        ? `${source}: all ${tokens.length} AI crawlers may read the home page`
        : `${source}: ${tokens.length - crawlerBlocks.length} of ${tokens.length} AI crawlers may read the home page; blocked: ${blockedList}${crawlerBlocks.length > 5 ? ` and ${crawlerBlocks.length - 5} more` : ''}`,
  };
}

function structuredData({ facts }: AuditEvidence): ScoreFactor {
  const present = schemaPresentOf(facts);
  const any = facts.schemaTypes.length > 0;
  const earned =
    (any ? 6 : 0) +
    (present.organization ? 3 : 0) +
    (present.faq || present.howTo ? 3 : 0) +
    (present.article ? 3 : 0);
  const invalid =
    facts.invalidJsonLd > 0 ? `; ${facts.invalidJsonLd} JSON-LD block(s) are not valid JSON` : '';
  return {
    key: 'structuredData',
    label: 'Structured data',
    weight: FACTOR_WEIGHTS.structuredData,
    earned,
    rule: '6 for any valid JSON-LD or microdata, +3 Organization, +3 FAQ or HowTo, +3 Article',
    evidence: any
      ? `schema.org types on the home page: ${facts.schemaTypes.slice(0, 12).join(', ')}${invalid}`
      : `No JSON-LD or microdata on the home page${invalid}`,
  };
}

function contentDepth({ facts }: AuditEvidence): ScoreFactor {
  const weight = FACTOR_WEIGHTS.contentDepth;
  return {
    key: 'contentDepth',
    label: 'Content depth',
    weight,
    earned: round1(weight * Math.min(1, Math.max(0, (facts.wordCount - 100) / 700))),
    rule: 'Words of visible text: 0 points at 100 or fewer, all at 800 or more, linear between',
    evidence: `${facts.wordCount} words of visible text on the home page`,
  };
}

function contentStructure({ facts, metrics }: AuditEvidence): ScoreFactor {
  const { h1, h2, h3, h4to6 } = facts.headings;
  return {
    key: 'contentStructure',
    label: 'Content structure',
    weight: FACTOR_WEIGHTS.contentStructure,
    earned: round1(metrics.contentStructureScore / 10),
    rule: 'Content structure score (one H1, H2 sections, H3 detail, no text wall per heading) ÷ 10',
    evidence: `${h1.length} H1, ${h2.length} H2, ${h3} H3 and ${h4to6} lower headings for ${facts.wordCount} words (structure score ${metrics.contentStructureScore})`,
  };
}

function metaData({ facts }: AuditEvidence): ScoreFactor {
  const titleLength = facts.title?.length ?? 0;
  const descriptionLength = facts.description?.length ?? 0;
  const titlePoints = titleLength >= 10 && titleLength <= 60 ? 4 : titleLength > 0 ? 2 : 0;
  const descriptionPoints =
    descriptionLength >= 50 && descriptionLength <= 160 ? 4 : descriptionLength > 0 ? 2 : 0;
  const parts = [
    facts.title ? `title ${quote(facts.title, 60)} (${titleLength} characters)` : 'no title',
    facts.description ? `description of ${descriptionLength} characters` : 'no meta description',
    facts.canonicalUrl ? `canonical ${facts.canonicalUrl}` : 'no canonical link',
  ];
  return {
    key: 'metaData',
    label: 'Meta data',
    weight: FACTOR_WEIGHTS.metaData,
    earned: titlePoints + descriptionPoints + (facts.canonicalUrl ? 2 : 0),
    rule: 'Title of 10–60 characters 4 (other 2), description of 50–160 characters 4 (other 2), canonical 2',
    evidence: parts.join('; '),
  };
}

function llmsTxt({ llms }: AuditEvidence): ScoreFactor {
  const valid = llms.present && llms.validation.valid;
  const firstError = llms.validation.errors[0];
  return {
    key: 'llmsTxt',
    label: 'llms.txt',
    weight: FACTOR_WEIGHTS.llmsTxt,
    earned: (llms.present ? 5 : 0) + (valid ? 5 : 0),
    rule: '5 for an llms.txt, 5 more when it follows the llms.txt format',
    evidence: !llms.present
      ? whyMissing(llms, 'an HTML page, not an llms.txt')
      : valid
        ? `${llms.url}: follows the format (${plural(llms.validation.warningCount ?? llms.validation.warnings.length, 'warning')})`
        : `${llms.url}: ${llms.validation.errorCount ?? llms.validation.errors.length} format error(s)${firstError ? `, first on line ${firstError.line}: ${firstError.message}` : ''}`,
  };
}

function technical({ technical: tech, sitemap, robots, homeUrl }: AuditEvidence): ScoreFactor {
  const parts = [
    tech.httpsEnabled ? `served over https (${homeUrl})` : `served over plain http (${homeUrl})`,
    sitemap.present
      ? `sitemap ${sitemap.url} lists ${sitemap.entries} ${sitemap.kind === 'sitemapindex' ? 'sitemaps' : 'URLs'}`
      : `no XML sitemap at ${sitemap.url}${sitemap.status !== null ? ` (HTTP ${sitemap.status})` : ''}`,
    robots.present ? `robots.txt at ${robots.url}` : `no robots.txt at ${robots.url}`,
  ];
  return {
    key: 'technical',
    label: 'Technical',
    weight: FACTOR_WEIGHTS.technical,
    earned: (tech.httpsEnabled ? 4 : 0) + (tech.xmlSitemap ? 3 : 0) + (tech.robotsTxt ? 3 : 0),
    rule: 'https 4, an XML sitemap with entries 3, a robots.txt 3',
    evidence: parts.join('; '),
  };
}

function mobile({ facts }: AuditEvidence): ScoreFactor {
  return {
    key: 'mobile',
    label: 'Mobile',
    weight: FACTOR_WEIGHTS.mobile,
    earned: isMobileViewport(facts) ? 5 : facts.viewport !== null ? 2 : 0,
    rule: 'Viewport at device width 5 (another viewport 2)',
    evidence: facts.viewport === null ? 'No viewport meta tag' : `Viewport meta tag ${quote(facts.viewport)}`,
  };
}

function pageSpeed({ technical: tech }: AuditEvidence): ScoreFactor {
  return {
    key: 'pageSpeed',
    label: 'Page speed',
    weight: FACTOR_WEIGHTS.pageSpeed,
    earned: round1(tech.pageSpeedScore / 20),
    rule: 'Page speed score ÷ 20 (60 points for response time, 200 ms to 2 s; 40 for HTML weight, 100 KB to 2 MB)',
    evidence: `Home page answered in ${tech.responseTimeMs} ms with ${Math.round(tech.htmlBytes / 1024)} KB of HTML (page speed score ${tech.pageSpeedScore})`,
  };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
