import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ApiError, fetchApi, type ResponseSchema, type UnauthorizedBehavior } from './api';
import { apiQueryKey, isSamePath } from './api-url';

type BaseOptions<T> = Omit<
  UseQueryOptions<T | null, ApiError, T | null, QueryKey>,
  'queryKey' | 'queryFn' | 'placeholderData'
> & {
  /** The contract's schema of the answer: the data is checked against it and typed by it. */
  schema?: ResponseSchema<T>;
  /**
   * Part of the key, not of the address: who the answer is for when the same address answers differently
   * (an anonymous visitor's audits and a signed-in user's).
   */
  scope?: string | number;
  /**
   * While only the parameters change (a filter), the previous answer stays on screen, marked as placeholder,
   * instead of a skeleton. Another endpoint or website starts from nothing.
   */
  keepPreviousData?: boolean;
};

/** The key of a read: its address's key (apiQueryKey), then its scope when it has one. */
export function apiReadKey(url: string, scope?: string | number): QueryKey {
  const key = apiQueryKey(url);
  return scope === undefined ? key : [...key, { scope }];
}

/**
 * One read of the api, keyed by its address (build it with apiUrl). Failures are ApiErrors. A 401 answers
 * null by default (signed out is a state: the user query and the screens' session-ended message read it);
 * with on401: 'throw' it fails like any other refusal and the data is never null.
 */
export function useApiQuery<T>(
  url: string,
  options: BaseOptions<T> & { on401: 'throw' },
): UseQueryResult<T, ApiError>;
export function useApiQuery<T>(
  url: string,
  options?: BaseOptions<T> & { on401?: 'returnNull' },
): UseQueryResult<T | null, ApiError>;
export function useApiQuery<T>(
  url: string,
  {
    schema,
    scope,
    keepPreviousData = false,
    on401 = 'returnNull',
    ...options
  }: BaseOptions<T> & { on401?: UnauthorizedBehavior } = {},
): UseQueryResult<T | null, ApiError> {
  const queryKey = apiReadKey(url, scope);
  return useQuery<T | null, ApiError, T | null, QueryKey>({
    ...options,
    queryKey,
    queryFn: () => fetchApi<T>(url, { schema, on401 }),
    placeholderData: keepPreviousData
      ? (previous, previousQuery) =>
          previousQuery && isSamePath(previousQuery.queryKey, queryKey) ? previous : undefined
      : undefined,
  });
}
