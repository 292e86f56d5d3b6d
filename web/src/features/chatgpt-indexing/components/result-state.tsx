import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PlanRefusalBox } from '@/features/billing/components/plan-refusal-box';
import { planRefusalOf } from '@/features/billing/plan-refusal';
import type { ApiError } from '@/lib/api';

type ResultStateProps<T, V> = {
  mutation: UseMutationResult<T, ApiError, V>;
  /** Said while the action runs, for screen readers: 'Getting optimization suggestions'. */
  loadingLabel: string;
  skeleton: ReactNode;
  /** The action's failure title, as its toast says it. */
  failureTitle: string;
  onRetry: () => void;
  empty: { title: string; description: string };
  children: (data: T) => ReactNode;
};

/** One tab's result of one action: nothing run yet, running, failed (with Try again), or its answer. */
export function ResultState<T, V>({
  mutation,
  loadingLabel,
  skeleton,
  failureTitle,
  onRetry,
  empty,
  children,
}: ResultStateProps<T, V>) {
  if (mutation.isPending) {
    return (
      <div role="status" aria-label={loadingLabel}>
        {skeleton}
      </div>
    );
  }
  if (mutation.isError) {
    // A feature of another plan: trying again cannot help, the way to the plans can.
    const refusal = planRefusalOf(mutation.error);
    if (refusal) return <PlanRefusalBox title={failureTitle} refusal={refusal} />;
    return <LoadError title={failureTitle} error={mutation.error} onRetry={onRetry} />;
  }
  if (mutation.isSuccess) return <>{children(mutation.data)}</>;
  return <EmptyState title={empty.title} description={empty.description} />;
}
