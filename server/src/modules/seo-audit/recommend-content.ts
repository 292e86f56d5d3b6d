import { MIN_CONTENT_WORDS, type Recommendation } from '@botlens/contracts';
import { type AuditEvidence, quote, schemaPresentOf } from './audit-evidence';

/**
 * What the home page says and how: structured data, length, headings, questions, title, description,
 * canonical. Each cites the observation it comes from.
 */
export function contentRecommendations(evidence: AuditEvidence): Recommendation[] {
  const found: Recommendation[] = [];
  const add = (recommendation: Recommendation) => found.push(recommendation);
  const { facts, metrics } = evidence;

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

  if (facts.wordCount < MIN_CONTENT_WORDS) {
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
  return found;
}
