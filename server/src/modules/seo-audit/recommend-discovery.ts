import type { Recommendation } from '@botlens/contracts';
import { type AuditEvidence, isMobileViewport, quote, whyMissing } from './audit-evidence';

/**
 * How crawlers find and fetch the site: llms.txt, sitemap, robots.txt, mobile viewport, speed. Each cites
 * the observation it comes from.
 */
export function discoveryRecommendations(evidence: AuditEvidence): Recommendation[] {
  const found: Recommendation[] = [];
  const add = (recommendation: Recommendation) => found.push(recommendation);
  const { facts, robots, llms, sitemap, technical } = evidence;

  if (!llms.present) {
    add({
      id: 'no-llms-txt',
      priority: 'high',
      factor: 'llmsTxt',
      title: 'Add an llms.txt file',
      description:
        'llms.txt (llmstxt.org) is a Markdown summary of the site for language models: an H1 with the name, a short summary, and sections of links to the pages that matter.',
      evidence: whyMissing(llms, 'an HTML page, not an llms.txt'),
    });
  } else if (!llms.validation.valid) {
    const errors = llms.validation.errors.slice(0, 3).map((e) => `line ${e.line}: ${e.message}`);
    add({
      id: 'invalid-llms-txt',
      priority: 'medium',
      factor: 'llmsTxt',
      title: 'Fix the format of llms.txt',
      description:
        'Models and tools read llms.txt by its structure: an H1 title first, then H2 sections of Markdown link lists.',
      evidence: `${llms.url}: ${errors.join('; ')}`,
    });
  }
  if (!sitemap.present) {
    add({
      id: 'no-sitemap',
      priority: 'medium',
      factor: 'technical',
      title: 'Publish an XML sitemap and name it in robots.txt',
      description: 'A sitemap lists every page you want found, so crawlers do not depend on links alone.',
      evidence: whyMissing(
        sitemap,
        sitemap.kind === null ? 'not a sitemap (no urlset or sitemapindex)' : `HTTP ${sitemap.status}`,
      ),
    });
  }
  if (!robots.present && (robots.status === null || robots.status < 500)) {
    add({
      id: 'no-robots-txt',
      priority: 'low',
      factor: 'technical',
      title: 'Add a robots.txt',
      description:
        'Without one every crawler may read everything, which is fine, but there is nowhere to point crawlers to the sitemap or to set AI crawler rules.',
      evidence: whyMissing(robots, `HTTP ${robots.status}`),
    });
  }
  if (!isMobileViewport(facts)) {
    add({
      id: 'no-mobile-viewport',
      priority: 'high',
      factor: 'mobile',
      title: 'Add a mobile viewport',
      description:
        'Without <meta name="viewport" content="width=device-width, initial-scale=1"> phones show the desktop layout shrunk, and mobile-first indexing scores the page down.',
      evidence: facts.viewport === null ? 'No viewport meta tag' : `Viewport ${quote(facts.viewport)}`,
    });
  }
  if (technical.pageSpeedScore < 70) {
    add({
      id: 'slow-response',
      priority: 'medium',
      factor: 'pageSpeed',
      title: 'Make the home page answer faster and weigh less',
      description: 'Crawlers spend a time budget per site; a slow or heavy page means fewer pages read.',
      evidence: `Answered in ${technical.responseTimeMs} ms with ${Math.round(technical.htmlBytes / 1024)} KB of HTML`,
    });
  }
  return found;
}
