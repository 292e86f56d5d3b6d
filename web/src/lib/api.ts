import { QueryCache, QueryClient } from '@tanstack/react-query';

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

/**
 * Any failure of a request as an ApiError, so that callers handle one error type: a refused request is one
 * already; a network failure (offline, connection reset) becomes status 0 with the browser's own words.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}

/** What a read does on a 401: answer null (signed out is a state, not a failure) or fail. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A schema, or anything with its parse: the contracts' zod schemas. */
export type ResponseSchema<T> = { parse: (value: unknown) => T };

/**
 * GET (or another method) a JSON answer, checked against the contract's schema when one is given. Fails with
 * an ApiError only; with on401 'returnNull' a 401 answers null.
 */
export async function fetchApi<T>(
  url: string,
  options: { method?: string; body?: unknown; schema?: ResponseSchema<T>; on401?: UnauthorizedBehavior } = {},
): Promise<T | null> {
  const { method = 'GET', body, schema, on401 = 'throw' } = options;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
    });
  } catch (error) {
    throw toApiError(error);
  }
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  // A 204 (a delete) has no body to read: the change is done and there is nothing to check.
  if (response.status === 204) return null;
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw toApiError(error);
  }
  if (!schema) return json as T;
  try {
    return schema.parse(json);
  } catch {
    // The server's reply schema is the same contract: a mismatch means web and server are out of step.
    throw new ApiError(response.status, 'The server answered with data this page cannot read.');
  }
}

/** A change (POST, PUT, DELETE) and its JSON answer; every failure, a 401 included, is an ApiError. */
export async function sendApi<T>(
  method: string,
  url: string,
  body?: unknown,
  schema?: ResponseSchema<T>,
): Promise<T> {
  // With on401 'throw', fetchApi answers data or fails; null only for a 204, whose callers ask for T = null.
  return (await fetchApi<T>(url, { method, body, schema, on401: 'throw' })) as T;
}

export const queryClient = new QueryClient({
  // Part 1 §8: failed requests are logged to the console, reads as well as changes. A 401 on a read returns
  // null instead of failing, so it logs nothing.
  queryCache: new QueryCache({ onError: (error) => console.error('Query error', error) }),
  defaultOptions: {
    // No default queryFn: every read goes through useApiQuery, which fetches the address its key comes from.
    queries: {
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
