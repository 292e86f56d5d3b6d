import { QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';

/**
 * Part 1 §7, implemented once: cookies always travel, a JSON content type only when there is a body, and
 * any non-OK answer becomes an Error whose text is "{status}: {body text or status text}".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** The JSON error body of a failed request, when it has one. */
function errorBody(error: ApiError): { message?: unknown; field?: unknown } | undefined {
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    return parsed && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    // Not JSON: the body text itself is the message.
    return undefined;
  }
}

/** The server's own words from an error: the `message` of a JSON error body, else the raw text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const message = errorBody(error)?.message;
    return typeof message === 'string' ? message : error.bodyText;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The input a server refusal is about (its body's `field`: a taken e-mail, a too common password). */
export function errorField(error: unknown): { field: string; message: string } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = errorBody(error);
  if (typeof body?.field !== 'string' || typeof body.message !== 'string') return undefined;
  return { field: body.field, message: body.message };
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export const queryClient = new QueryClient({
  // Part 1 §8: failed requests are logged to the console, reads as well as changes. A 401 on a read returns
  // null instead of failing, so it logs nothing.
  queryCache: new QueryCache({ onError: (error) => console.error('Query error', error) }),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'returnNull' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: {
      retry: false,
      onError: (error) => console.error('Mutation error', error),
    },
  },
});
