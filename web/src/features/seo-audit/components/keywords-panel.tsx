import type { KeywordOptimization, SeoAudit } from '@botlens/contracts';
import { KeyRound, Target } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { displayNumber } from '../audit-format';
import { AuditCard, EmptyNote } from './audit-card';
import { MeterRow } from './meter-row';

function KeywordBadges({ words, empty }: { words: readonly string[]; empty: string }) {
  if (words.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {words.map((word) => (
        <li key={word}>
          <Badge variant="secondary" className="font-medium break-all whitespace-normal">
            {word}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

type KeywordsPanelProps = {
  topKeywords: SeoAudit['topKeywords'];
  optimization: KeywordOptimization | undefined;
};

/** The page's most frequent words, which of them stand where answer engines look first, and what is missing. */
export function KeywordsPanel({ topKeywords, optimization }: KeywordsPanelProps) {
  const most = Math.max(1, ...topKeywords.map((keyword) => keyword.count));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AuditCard
        title="Top keywords"
        icon={KeyRound}
        level={3}
        description="The most frequent words of the visible text, stop words left out."
      >
        {topKeywords.length === 0 ? (
          <EmptyNote>No keywords were found: the page has little or no visible text.</EmptyNote>
        ) : (
          <ul className="space-y-3" aria-label="Top keywords with their counts">
            {topKeywords.map((keyword) => (
              <MeterRow
                key={keyword.keyword}
                label={keyword.keyword}
                value={`${keyword.count}×`}
                percent={(keyword.count / most) * 100}
              />
            ))}
          </ul>
        )}
      </AuditCard>
      <AuditCard title="Keyword optimization" icon={Target} level={3}>
        <div className="space-y-5">
          <div className="space-y-2">
            <h4 className="text-sm font-semibold text-slate-900">Primary keywords</h4>
            <p className="text-xs text-slate-600">
              Top keywords that also stand in the title, description or H1.
            </p>
            <KeywordBadges
              words={optimization?.primaryKeywords ?? []}
              empty="None: no top keyword appears in the title, description or H1."
            />
          </div>
          <div className="space-y-2">
            <h4 className="text-sm font-semibold text-slate-900">Semantic keywords</h4>
            <p className="text-xs text-slate-600">Frequent two-word phrases and further keywords.</p>
            <KeywordBadges words={optimization?.semanticKeywords ?? []} empty="None found." />
          </div>
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">Keyword density: </span>
            {displayNumber(optimization?.keywordDensity, '%')}
            <span className="text-slate-600"> of all words are the top keyword.</span>
          </p>
          <div className="space-y-2">
            <h4 className="text-sm font-semibold text-slate-900">Gap to answer engines’ questions</h4>
            <p className="text-xs text-slate-600">
              Sub-queries an answer engine would ask that the page has no words for.
            </p>
            <KeywordBadges
              words={optimization?.competitorGap ?? []}
              empty="No gaps: the page covers them all."
            />
          </div>
        </div>
      </AuditCard>
    </div>
  );
}
