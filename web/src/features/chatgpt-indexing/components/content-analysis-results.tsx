import type { ContentAnalysisResult } from '@botlens/contracts';
import { Gauge, ListChecks, MessageSquareQuote, Scale } from 'lucide-react';
import { Callout } from '@/components/callout';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { contentScoreBand } from '../indexing-format';
import { AiBadge } from './ai-badge';
import { ContentFactorList } from './content-factor-list';
import { NoticeList, ResultSection } from './result-section';

/** Part 2 §3's content analysis: the score and how it is made, the spans at fault, what to change. */
export function ContentAnalysisResults({ result }: { result: ContentAnalysisResult }) {
  const band = contentScoreBand(result.score);
  return (
    <div className="space-y-6">
      {result.notices.length > 0 && (
        <Callout tone="warning" title="Notices">
          <NoticeList notices={result.notices} />
        </Callout>
      )}
      <ResultSection
        title="Content score"
        icon={Gauge}
        description="How readily an answer engine would quote this text, from the rules alone: the same text always gets the same score."
      >
        <div className="space-y-3">
          <div className="flex flex-wrap items-baseline gap-3">
            <p className="text-4xl font-bold tabular-nums text-foreground">
              {result.score}
              <span className="text-base font-medium text-muted-foreground"> / 100</span>
            </p>
            <Badge variant={band.variant}>{band.label}</Badge>
          </div>
          <Progress value={result.score} aria-label={`Content score: ${result.score} of 100`} />
        </div>
      </ResultSection>
      <ResultSection
        title="What the score is made of"
        icon={Scale}
        description="Each signal's weight, what was measured in your text, and what the weight rests on."
      >
        <ContentFactorList factors={result.factors} />
      </ResultSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <ResultSection
          title="Issues"
          icon={MessageSquareQuote}
          description="Each names the passage it is about."
        >
          {result.issues.length === 0 ? (
            <p className="text-sm text-muted-foreground">No passage was found at fault.</p>
          ) : (
            <ul className="divide-y">
              {result.issues.map((issue) => (
                <li
                  key={`${issue.start}-${issue.end}-${issue.message}`}
                  className="space-y-1.5 py-3 first:pt-0 last:pb-0"
                >
                  <p className="text-sm font-medium break-words text-foreground">{issue.message}</p>
                  <blockquote className="border-l-2 border-warning-border pl-3 text-sm break-words whitespace-pre-wrap text-muted-foreground">
                    <span className="sr-only">Passage: </span>“{issue.text}”
                  </blockquote>
                  <p className="text-xs text-muted-foreground tabular-nums">
                    Characters {issue.start.toLocaleString('en-US')}–{issue.end.toLocaleString('en-US')}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </ResultSection>
        <ResultSection title="Recommendations" icon={ListChecks}>
          {result.recommendations.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing to change: the text meets every signal.</p>
          ) : (
            <ul className="list-disc space-y-2 pl-5 text-sm">
              {result.recommendations.map((recommendation, index) => (
                // The rules and the model may give the same advice: the position keeps keys apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
                <li key={index} className="break-words">
                  {recommendation.text} {recommendation.source === 'ai' && <AiBadge />}
                </li>
              ))}
            </ul>
          )}
        </ResultSection>
      </div>
    </div>
  );
}
