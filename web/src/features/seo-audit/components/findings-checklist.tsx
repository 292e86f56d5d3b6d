import {
  type AuditFindings,
  GOOD_PAGE_SPEED_SCORE,
  GOOD_STRUCTURE_SCORE,
  MIN_CONTENT_WORDS,
} from '@botlens/contracts';
import { ListChecks } from 'lucide-react';
import { AuditCard } from './audit-card';
import { CheckItem } from './check-item';

type Check = {
  key: string;
  label: string;
  detail: string;
  passed: (findings: AuditFindings) => boolean;
  /** A schema type is one way to earn points, not a requirement: its absence is not a failure. */
  optional?: boolean;
};

const CHECKS: readonly Check[] = [
  {
    key: 'aiIndexingAllowed',
    label: 'AI crawlers may index the home page',
    detail: 'No AI crawler is shut out by robots.txt, and the page does not say noindex.',
    passed: (f) => f.aiIndexingAllowed,
  },
  {
    key: 'structuredDataPresent',
    label: 'Structured data present',
    detail: 'JSON-LD or microdata describes the page to machines.',
    passed: (f) => f.structuredDataPresent,
  },
  {
    key: 'organization',
    label: 'Organization schema',
    detail: 'Says who runs the site.',
    passed: (f) => f.schemaPresent.organization,
    optional: true,
  },
  {
    key: 'faq',
    label: 'FAQ schema',
    detail: 'Questions and answers an answer engine can quote.',
    passed: (f) => f.schemaPresent.faq,
    optional: true,
  },
  {
    key: 'howTo',
    label: 'HowTo schema',
    detail: 'Step-by-step instructions, where the page has them.',
    passed: (f) => f.schemaPresent.howTo,
    optional: true,
  },
  {
    key: 'article',
    label: 'Article schema',
    detail: 'Headline, author and date of written content.',
    passed: (f) => f.schemaPresent.article,
    optional: true,
  },
  {
    key: 'sufficientContentLength',
    label: 'Sufficient content length',
    detail: `At least ${MIN_CONTENT_WORDS} words of visible text.`,
    passed: (f) => f.sufficientContentLength,
  },
  {
    key: 'contentStructureGood',
    label: 'Good content structure',
    detail: `A content structure score of ${GOOD_STRUCTURE_SCORE} or more: one H1, sections and detail headings.`,
    passed: (f) => f.contentStructureGood,
  },
  {
    key: 'llmsTxtPresent',
    label: 'llms.txt present',
    detail: 'A map of the site for language models at /llms.txt.',
    passed: (f) => f.llmsTxtPresent,
  },
  {
    key: 'llmsTxtValid',
    label: 'llms.txt follows the format',
    detail: 'A title, a summary and lists of links, as llmstxt.org describes.',
    passed: (f) => f.llmsTxtValid,
  },
  {
    key: 'mobileFriendly',
    label: 'Mobile friendly',
    detail: 'A viewport meta tag that follows the device width.',
    passed: (f) => f.mobileFriendly,
  },
  {
    key: 'pageSpeedOptimized',
    label: 'Page speed optimized',
    detail: `A page speed score of ${GOOD_PAGE_SPEED_SCORE} or more from response time and page weight.`,
    passed: (f) => f.pageSpeedOptimized,
  },
];

export function FindingsChecklist({ findings, level = 3 }: { findings: AuditFindings; level?: 2 | 3 }) {
  const results = CHECKS.map((check) => ({ ...check, ok: check.passed(findings) }));
  const passed = results.filter((result) => result.ok).length;
  const failed = results.filter((result) => !result.ok && !result.optional).length;
  return (
    <AuditCard
      title="Findings"
      icon={ListChecks}
      level={level}
      description={`${passed} of ${results.length} checks passed, ${failed} failed`}
    >
      <ul className="grid gap-x-8 divide-y sm:grid-cols-2 sm:divide-y-0">
        {results.map((result) => (
          <CheckItem
            key={result.key}
            passed={result.ok ? true : result.optional ? null : false}
            neutralText="Not found"
            label={result.label}
            detail={result.detail}
          />
        ))}
      </ul>
    </AuditCard>
  );
}
