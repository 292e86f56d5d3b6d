import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { LoadError, SESSION_ENDED } from './load-error';

type QueryStateProps<T> = {
  query: UseQueryResult<T | null>;
  /** What failed, in the words of the card: 'Could not load the traffic trends'. */
  errorTitle: string;
  /** Shown while the first answer is awaited. */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  className?: string;
};

/**
 * The loading, error and loaded states of one card's read. A null answer (a 401: the session ended) is an
 * error too. While a new filter loads, the previous figures stay, dimmed and marked busy.
 */
export function QueryState<T>({ query, errorTitle, skeleton, children, className }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading" className={className}>
        {skeleton}
      </div>
    );
  }
  if (query.isError || query.data === null || query.data === undefined) {
    return (
      <LoadError
        title={errorTitle}
        error={query.isError ? query.error : SESSION_ENDED}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className={className}
      />
    );
  }
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60', className)}
    >
      {children(query.data)}
    </div>
  );
}
