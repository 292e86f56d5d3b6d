import { Skeleton } from '@/components/ui/skeleton';

const CARDS = ['a', 'b', 'c', 'd'] as const;

/** Grey cards while an action runs, in the shape of its result: `cards` sections of a few lines each. */
export function ResultSkeleton({ cards = 2 }: { cards?: number }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {CARDS.slice(0, cards).map((key) => (
        <div key={key} className="space-y-3 rounded-card border p-card">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
