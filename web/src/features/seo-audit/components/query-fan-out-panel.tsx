import type { QueryFanOut } from '@botlens/contracts';
import { Compass, Layers, MessagesSquare, SearchX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { intentBand } from '../audit-bands';
import { AuditCard, EmptyNote } from './audit-card';
import { MeterRow } from './meter-row';
import { PriorityBadge } from './recommendation-list';

const INTENT_STYLES = {
  high: { bar: 'bg-success', badge: 'success' },
  medium: { bar: 'bg-warning', badge: 'warning' },
  low: { bar: 'bg-slate-400', badge: 'neutral' },
} as const;

/** How an answer engine may split a question about this site into sub-queries, read from the page itself. */
export function QueryFanOutPanel({ fanOut }: { fanOut: QueryFanOut | undefined }) {
  const related = fanOut?.relatedQueries ?? [];
  const intents = fanOut?.searchIntents ?? [];
  const clusters = fanOut?.topicClusters ?? [];
  const gaps = fanOut?.contentGaps ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AuditCard
        title="Related queries"
        icon={MessagesSquare}
        level={3}
        description="Questions an answer engine may ask about this site, how much it leans on each (relevance), and the sentence of the page that answers it."
      >
        {related.length === 0 ? (
          <EmptyNote>No related queries: the page gives too little text to derive them.</EmptyNote>
        ) : (
          <ul className="space-y-3" aria-label="Related queries with their relevance and answer">
            {related.map((item) => (
              <MeterRow
                key={item.query}
                label={<RelatedQuery query={item.query} answer={item.answer} />}
                value={`${item.relevance}%`}
                percent={item.relevance}
                extra={answerBadge(item.answer)}
              />
            ))}
          </ul>
        )}
      </AuditCard>
      <AuditCard
        title="Search intents"
        icon={Compass}
        level={3}
        description="Why people would search for this page. Over 70% is dominant, over 40% likely."
      >
        {intents.length === 0 ? (
          <EmptyNote>No search intent could be read from the page.</EmptyNote>
        ) : (
          <ul className="space-y-3" aria-label="Search intents with their probability">
            {intents.map((item) => {
              const band = intentBand(item.probability);
              return (
                <MeterRow
                  key={item.intent}
                  label={<span className="capitalize">{item.intent}</span>}
                  value={`${item.probability}%`}
                  percent={item.probability}
                  barClassName={INTENT_STYLES[band.level].bar}
                  extra={<Badge variant={INTENT_STYLES[band.level].badge}>{band.label}</Badge>}
                />
              );
            })}
          </ul>
        )}
      </AuditCard>
      <AuditCard
        title="Topic clusters"
        icon={Layers}
        level={3}
        description="Coverage: the share of the page’s text blocks that mention the cluster’s keywords."
      >
        {clusters.length === 0 ? (
          <EmptyNote>No topic clusters were found.</EmptyNote>
        ) : (
          <ul className="space-y-4" aria-label="Topic clusters with their coverage">
            {clusters.map((cluster) => (
              <MeterRow
                key={cluster.topic}
                label={
                  <>
                    <span className="font-medium">{cluster.topic}</span>
                    <span className="block text-xs text-slate-500">{cluster.keywords.join(', ')}</span>
                  </>
                }
                value={`${cluster.coverage}%`}
                percent={cluster.coverage}
                barClassName="bg-purple-600"
              />
            ))}
          </ul>
        )}
      </AuditCard>
      <AuditCard
        title="Content gaps"
        icon={SearchX}
        level={3}
        description="Questions about the site’s topic that the page has no answer for."
      >
        {gaps.length === 0 ? (
          <EmptyNote>No content gaps: the page answers the questions its topic raises.</EmptyNote>
        ) : (
          <ul className="divide-y">
            {gaps.map((gap) => (
              <li key={gap.gap} className="flex items-start justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 break-words text-slate-800">{gap.gap}</span>
                <PriorityBadge priority={gap.priority} />
              </li>
            ))}
          </ul>
        )}
      </AuditCard>
    </div>
  );
}

/** The question, and the page's sentence that answers it (audits stored before answers were named have none). */
function RelatedQuery({ query, answer }: { query: string; answer: string | null | undefined }) {
  return (
    <>
      <span className="font-medium">{query}</span>
      {answer ? (
        <span className="block text-xs text-slate-500">Answered by: “{answer}”</span>
      ) : answer === null ? (
        <span className="block text-xs text-slate-500">No sentence on the page answers it</span>
      ) : null}
    </>
  );
}

function answerBadge(answer: string | null | undefined) {
  if (answer === undefined) return undefined;
  return answer === null ? <Badge variant="warning">Gap</Badge> : <Badge variant="success">Answered</Badge>;
}
