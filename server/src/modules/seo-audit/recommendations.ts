import { RECOMMENDATION_PRIORITIES, type Recommendation } from '@botlens/contracts';
import {
  ANSWER_CRAWLERS,
  type AuditEvidence,
  isMobileViewport,
  isNoindex,
  quote,
  schemaPresentOf,
} from './audit-evidence';
import { FACTOR_WEIGHTS } from './score-factors';

/**
 * What to fix, most urgent first, each from one observation in the evidence (named in `evidence`).
 * critical: AI answer engines cannot use the site at all (blocked, noindex, unreadable robots.txt, no
 * working https); high: a large part of the score; medium and low: the rest.
 */
export function recommendations(evidence: AuditEvidence): Recommendation[] {
  const found: Recommendation[] = [];
  const add = (recommendation: Recommendation) => found.push(recommendation);
  const { facts, metrics, robots, llms, sitemap, technical } = evidence;

  if (isNoindex(facts)) {
    add({
      id: 'noindex',
      priority: 'critical',
      factor: 'aiAccess',
      title: 'Remove noindex from the home page',
      description:
        'The robots meta tag tells every search engine and AI crawler to leave the page out of its index, so no answer engine will cite it.',
      evidence: `${evidence.homeUrl}: <meta name="robots" content=${quote(facts.robotsMeta ?? '')}>`,
    });
  }
  if (robots.status !== null && robots.status >= 500) {
    add({
      id: 'robots-unreadable',
      priority: 'critical',
      factor: 'aiAccess',
      title: 'Make robots.txt answer',
      description:
        'A robots.txt that answers with a server error tells crawlers to assume the whole site is off limits (RFC 9309), so well-behaved AI crawlers read nothing.',
      evidence: `${robots.url} answered HTTP ${robots.status}`,
    });
  }
  const blocks = evidence.crawlerBlocks;
  if (blocks.length > 0 && !(robots.status !== null && robots.status >= 500)) {
    const answerBlocked = blocks.filter((b) => ANSWER_CRAWLERS.has(b.token));
    const lines = blocks
      .slice(0, 6)
      .map((b) =>
        b.line === null ? `${b.token}: ${b.rule}` : `${b.token}: line ${b.line} ${quote(b.rule, 60)}`,
      )
      .join('; ');
    add({
      id: 'ai-crawlers-blocked',
      priority: answerBlocked.length > 0 ? 'critical' : 'high',
      factor: 'aiAccess',
      title:
        answerBlocked.length > 0
          ? `Let AI search crawlers read the site (${answerBlocked.map((b) => b.token).join(', ')} blocked)`
          : `Review the AI crawlers robots.txt blocks (${blocks.map((b) => b.token).join(', ')})`,
      description:
        answerBlocked.length > 0
          ? 'These crawlers fetch pages to answer people’s questions in ChatGPT, Claude, Perplexity and others; blocked, the site cannot be cited there. Allow them in robots.txt (training crawlers such as GPTBot or CCBot can stay blocked if you prefer).'
          : 'Only training crawlers are blocked. That keeps the content out of future models but not out of AI search; make sure it is what you want.',
      evidence: `${robots.url}: ${lines}`,
    });
  }
  if (technical.validSsl === false) {
    add({
      id: 'invalid-certificate',
      priority: 'critical',
      factor: 'technical',
      title: 'Fix the TLS certificate',
      description:
        'Browsers and crawlers refuse the https version of the site, so it was read over plain http.',
      evidence: evidence.homeUrl,
    });
  } else if (!technical.httpsEnabled) {
    add({
      id: 'no-https',
      priority: 'high',
      factor: 'technical',
      title: 'Serve the site over https',
      description:
        'Pages on plain http are marked not secure and are ranked and cited less; redirect http to https.',
      evidence: `The home page was served at ${evidence.homeUrl}`,
    });
  }

  const schema = schemaPresentOf(facts);
  if (facts.invalidJsonLd > 0) {
    add({
      id: 'invalid-json-ld',
      priority: 'high',
      factor: 'structuredData',
      title: 'Repair the structured data that is not valid JSON',
      description:
        'A JSON-LD block that does not parse is ignored entirely by search engines and AI crawlers.',
      evidence: `${facts.invalidJsonLd} <script type="application/ld+json"> block(s) on ${evidence.homeUrl} are not valid JSON`,
    });
  }
  if (facts.schemaTypes.length === 0) {
    add({
      id: 'no-structured-data',
      priority: 'high',
      factor: 'structuredData',
      title: 'Add structured data (JSON-LD)',
      description:
        'schema.org markup tells machines what the page is: who publishes it (Organization), what it answers (FAQPage), how to do something (HowTo). Start with Organization and WebSite.',
      evidence: `No JSON-LD or microdata on ${evidence.homeUrl}`,
    });
  } else {
    if (!schema.organization) {
      add({
        id: 'no-organization-schema',
        priority: 'medium',
        factor: 'structuredData',
        title: 'Describe the publisher with Organization markup',
        description: 'Name, logo, address and sameAs links let answer engines attribute the content to you.',
        evidence: `schema.org types present: ${facts.schemaTypes.slice(0, 8).join(', ')}; none is an Organization`,
      });
    }
    if (!schema.faq && !schema.howTo) {
      add({
        id: 'no-faq-schema',
        priority: 'medium',
        factor: 'structuredData',
        title: 'Mark up questions and answers with FAQPage (or steps with HowTo)',
        description: 'Question-and-answer markup is the shape answer engines quote most readily.',
        evidence: `schema.org types present: ${facts.schemaTypes.slice(0, 8).join(', ')}`,
      });
    }
  }

  if (facts.wordCount < 300) {
    add({
      id: 'thin-content',
      priority: 'high',
      factor: 'contentDepth',
      title: 'Write more text on the home page',
      description:
        'With so little text there is nothing for an answer engine to quote. Aim for 800 words or more that answer what visitors ask.',
      evidence: `${facts.wordCount} words of visible text on ${evidence.homeUrl}`,
    });
  } else if (facts.wordCount < 800) {
    add({
      id: 'short-content',
      priority: 'medium',
      factor: 'contentDepth',
      title: 'Expand the content towards 800 words',
      description:
        'Longer pages that cover a topic fully are more likely to contain the passage an engine needs.',
      evidence: `${facts.wordCount} words of visible text on ${evidence.homeUrl}`,
    });
  }

  const { h1, h2 } = facts.headings;
  if (h1.length !== 1) {
    add({
      id: 'h1-count',
      priority: 'medium',
      factor: 'contentStructure',
      title: h1.length === 0 ? 'Give the page one H1 heading' : 'Keep a single H1 heading',
      description: 'One H1 says what the page is about; sections follow as H2.',
      evidence:
        h1.length === 0
          ? 'No <h1> on the home page'
          : `${h1.length} <h1> elements: ${h1
              .slice(0, 3)
              .map((h) => quote(h, 40))
              .join(', ')}`,
    });
  }
  if (h2.length < 2 && facts.wordCount >= 150) {
    add({
      id: 'few-sections',
      priority: 'medium',
      factor: 'contentStructure',
      title: 'Break the text into sections with H2 headings',
      description: 'Answer engines retrieve passages, not pages: headed sections make each passage findable.',
      evidence: `${h2.length} <h2> for ${facts.wordCount} words`,
    });
  }
  if (metrics.questionDensity === 0 && facts.wordCount >= 150) {
    add({
      id: 'no-questions',
      priority: 'low',
      factor: 'contentStructure',
      title: 'Phrase some headings as the questions people ask',
      description:
        'People ask assistants questions; a heading that is the question, followed by its answer, matches them directly.',
      evidence: 'No sentence or heading on the home page is a question',
    });
  }

  const titleLength = facts.title?.length ?? 0;
  if (!facts.title) {
    add({
      id: 'no-title',
      priority: 'high',
      factor: 'metaData',
      title: 'Add a <title>',
      description: 'The title is the first thing every engine reads and shows.',
      evidence: `No <title> on ${evidence.homeUrl}`,
    });
  } else if (titleLength < 10 || titleLength > 60) {
    add({
      id: 'title-length',
      priority: 'medium',
      factor: 'metaData',
      title:
        titleLength > 60 ? 'Shorten the title to 60 characters or fewer' : 'Make the title more descriptive',
      description: 'Titles of 10–60 characters are shown whole and say enough to be chosen.',
      evidence: `Title ${quote(facts.title, 70)} has ${titleLength} characters`,
    });
  }
  const descriptionLength = facts.description?.length ?? 0;
  if (!facts.description) {
    add({
      id: 'no-description',
      priority: 'high',
      factor: 'metaData',
      title: 'Add a meta description',
      description: 'A 50–160 character summary is what engines show and often what assistants paraphrase.',
      evidence: `No <meta name="description"> on ${evidence.homeUrl}`,
    });
  } else if (descriptionLength < 50 || descriptionLength > 160) {
    add({
      id: 'description-length',
      priority: 'low',
      factor: 'metaData',
      title:
        descriptionLength > 160
          ? 'Shorten the meta description to 160 characters'
          : 'Lengthen the meta description to at least 50 characters',
      description: 'Descriptions of 50–160 characters are shown whole.',
      evidence: `The meta description has ${descriptionLength} characters`,
    });
  }
  if (!facts.canonicalUrl) {
    add({
      id: 'no-canonical',
      priority: 'low',
      factor: 'metaData',
      title: 'Declare the canonical URL',
      description:
        'A canonical link tells engines which address to credit when the page is reachable under several.',
      evidence: `No <link rel="canonical"> on ${evidence.homeUrl}`,
    });
  }

  if (!llms.present) {
    add({
      id: 'no-llms-txt',
      priority: 'high',
      factor: 'llmsTxt',
      title: 'Add an llms.txt file',
      description:
        'llms.txt (llmstxt.org) is a Markdown summary of the site for language models: an H1 with the name, a short summary, and sections of links to the pages that matter.',
      evidence: `${llms.url}: ${llms.status === null ? `not fetched (${llms.error})` : llms.status >= 200 && llms.status < 300 ? 'an HTML page, not an llms.txt' : `HTTP ${llms.status}`}`,
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
      evidence: `${sitemap.url}: ${sitemap.status === null ? `not fetched (${sitemap.error})` : sitemap.kind === null && sitemap.status >= 200 && sitemap.status < 300 ? 'not a sitemap (no urlset or sitemapindex)' : `HTTP ${sitemap.status}`}`,
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
      evidence: `${robots.url}: ${robots.status === null ? `not fetched (${robots.error})` : `HTTP ${robots.status}`}`,
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

  const rank = (r: Recommendation) => RECOMMENDATION_PRIORITIES.indexOf(r.priority);
  return found.sort((a, b) => rank(a) - rank(b) || FACTOR_WEIGHTS[b.factor] - FACTOR_WEIGHTS[a.factor]);
}

/** The five most urgent recommendations, as short things to do. */
export function quickActions(list: Recommendation[]): string[] {
  return list.slice(0, 5).map((r) => r.title);
}
