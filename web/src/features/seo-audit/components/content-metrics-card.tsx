import type { AuditContentMetrics } from '@botlens/contracts';
import { FileText } from 'lucide-react';
import { displayNumber, displayRatio } from '../audit-format';
import { AuditCard } from './audit-card';

type Metric = { term: string; value: string; hint: string };

function metrics(content: AuditContentMetrics | undefined): Metric[] {
  return [
    { term: 'Word count', value: displayNumber(content?.wordCount), hint: 'Words of visible text' },
    {
      term: 'Readability',
      value: displayNumber(content?.readabilityScore, ' / 100'),
      hint: 'Flesch reading ease: higher reads more easily',
    },
    {
      term: 'Content structure',
      value: displayNumber(content?.contentStructureScore, ' / 100'),
      hint: 'One H1, sections and detail headings',
    },
    {
      term: 'Semantic richness',
      value: displayNumber(content?.semanticRichness, ' / 100'),
      hint: 'Distinct words among the content words',
    },
    { term: 'Internal links', value: displayNumber(content?.internalLinks), hint: 'Links to the same site' },
    {
      term: 'Images with alt text',
      value: displayRatio(content?.altTextRatio),
      hint: 'Share of images described',
    },
    {
      term: 'Technical term density',
      value: displayRatio(content?.technicalTermDensity),
      hint: 'Share of long words, acronyms and figures',
    },
    {
      term: 'Question density',
      value: displayRatio(content?.questionDensity),
      hint: 'Share of sentences that ask a question',
    },
  ];
}

/** The home page's text measured; a dash where the audit has no figure. */
export function ContentMetricsCard({
  content,
  level = 3,
}: {
  content: AuditContentMetrics | undefined;
  level?: 2 | 3;
}) {
  return (
    <AuditCard title="Content metrics" icon={FileText} level={level}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {metrics(content).map((metric) => (
          <div key={metric.term} className="rounded-lg border bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{metric.term}</dt>
            <dd className="text-xl font-bold tabular-nums text-slate-900">{metric.value}</dd>
            <dd className="text-xs text-slate-500">{metric.hint}</dd>
          </div>
        ))}
      </dl>
    </AuditCard>
  );
}
