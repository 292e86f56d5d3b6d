import type { OptimizeResult, OptimizeSuggestion } from '@botlens/contracts';
import { Activity, Bot, FileText, type LucideIcon, Wrench } from 'lucide-react';
import { Callout } from '@/components/callout';
import { Badge } from '@/components/ui/badge';
import { PRIORITY_VARIANTS } from '../indexing-format';
import { AiBadge } from './ai-badge';
import { NoticeList, ResultSection } from './result-section';

type ListKey =
  | 'contentRecommendations'
  | 'technicalImprovements'
  | 'structureOptimizations'
  | 'crawlabilityTips';

const LISTS: readonly { key: ListKey; title: string; icon: LucideIcon; none: string }[] = [
  {
    key: 'contentRecommendations',
    title: 'Content recommendations',
    icon: FileText,
    none: 'The content sample gave nothing to change.',
  },
  {
    key: 'technicalImprovements',
    title: 'Technical improvements',
    icon: Wrench,
    none: 'No technical problem was found on the live site.',
  },
  {
    key: 'structureOptimizations',
    title: 'Structure optimizations',
    icon: Activity,
    none: "The home page's structure gave nothing to change.",
  },
  {
    key: 'crawlabilityTips',
    title: 'Crawlability tips',
    icon: Bot,
    none: 'AI crawlers can read the site as it is.',
  },
];

/** Part 2 §3's optimize result: four lists of suggestions, each with its priority and its evidence. */
export function OptimizationResults({ result }: { result: OptimizeResult }) {
  return (
    <div className="space-y-6">
      {result.website && (
        <Callout
          tone="info"
          title={`Includes the last ${result.website.days} days of bot traffic on ${result.website.name}`}
        >
          <p>Suggestions that quote hits come from this website's own tracked bot visits.</p>
        </Callout>
      )}
      {result.notices.length > 0 && (
        <Callout tone="warning" title="Notices">
          <NoticeList notices={result.notices} />
        </Callout>
      )}
      <div className="grid items-start gap-6 xl:grid-cols-2">
        {LISTS.map(({ key, title, icon, none }) => (
          <ResultSection key={key} title={title} icon={icon} description={countLabel(result[key].length)}>
            <SuggestionList suggestions={result[key]} none={none} />
          </ResultSection>
        ))}
      </div>
    </div>
  );
}

function countLabel(count: number): string {
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}

function SuggestionList({ suggestions, none }: { suggestions: readonly OptimizeSuggestion[]; none: string }) {
  if (suggestions.length === 0) return <p className="text-sm text-muted-foreground">{none}</p>;
  return (
    <ul className="divide-y">
      {suggestions.map((suggestion, index) => (
        // Titles may repeat (the rules and the model can agree): the position keeps keys apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
        <li key={index} className="space-y-2 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0 font-medium break-words text-foreground">{suggestion.title}</p>
            <div className="flex shrink-0 items-center gap-1.5">
              {suggestion.source === 'ai' && <AiBadge />}
              <Badge variant={PRIORITY_VARIANTS[suggestion.priority]}>
                {capitalise(suggestion.priority)} priority
              </Badge>
            </div>
          </div>
          <p className="text-sm break-words text-muted-foreground">{suggestion.detail}</p>
          {suggestion.evidence.trim() !== '' && (
            <blockquote className="border-l-2 border-primary-border pl-3 text-sm break-words whitespace-pre-wrap text-foreground">
              <span className="sr-only">Evidence: </span>“{suggestion.evidence}”
            </blockquote>
          )}
        </li>
      ))}
    </ul>
  );
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
