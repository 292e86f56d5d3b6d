import type { ContentAnalysisResult } from '@botlens/contracts';
import { Badge } from '@/components/ui/badge';
import { factorResult, factorVariant, factorWeight } from '../indexing-format';

type Factor = ContentAnalysisResult['factors'][number];

/** The factors of the content score: each with its weight, the measured value, and why it weighs that much. */
export function ContentFactorList({ factors }: { factors: readonly Factor[] }) {
  if (factors.length === 0)
    return <p className="text-sm text-muted-foreground">The analysis listed no factors.</p>;
  return (
    <ol className="divide-y">
      {factors.map((factor) => (
        <li key={factor.key} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0 font-medium break-words text-foreground">{factor.label}</p>
            <Badge variant={factorVariant(factor)} className="tabular-nums">
              {factorResult(factor)}
            </Badge>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Weight</dt>
            <dd className="text-foreground">{factorWeight(factor)}</dd>
            <dt className="text-muted-foreground">Measured</dt>
            <dd className="break-words text-foreground">{factor.value}</dd>
          </dl>
          <details className="group text-sm">
            <summary className="w-fit cursor-pointer rounded-control font-medium text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2">
              Why this weight<span className="sr-only">: {factor.label}</span>
            </summary>
            <p className="mt-1.5 break-words text-muted-foreground">{factor.basis}</p>
          </details>
        </li>
      ))}
    </ol>
  );
}
