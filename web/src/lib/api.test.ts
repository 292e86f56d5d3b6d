import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, errorField, errorMessage, fetchApi, queryClient, sendApi, toApiError } from './api';

describe('the query client', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    queryClient.clear();
  });

  it('logs a failed read to the console, as it does a failed change', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new ApiError(500, '{"message":"Could not load your websites"}');
    await expect(
      queryClient.fetchQuery({
        queryKey: ['/api/websites'],
        queryFn: () => Promise.reject(failure),
      }),
    ).rejects.toBe(failure);
    expect(logged).toHaveBeenCalledWith('Query error', failure);
    expect(failure.message).toBe('500: {"message":"Could not load your websites"}');
  });
});

describe('a server refusal', () => {
  it('names the input it is about when the body says so', () => {
    const common = new ApiError(
      400,
      '{"message":"This password is too common. Choose one that is harder to guess.","field":"password"}',
    );
    expect(errorField(common)).toEqual({
      field: 'password',
      message: 'This password is too common. Choose one that is harder to guess.',
    });
    expect(errorMessage(common)).toBe('This password is too common. Choose one that is harder to guess.');
  });

  it('names none for a message without a field, a body that is not JSON or another error', () => {
    expect(errorField(new ApiError(429, '{"message":"Too many attempts. Try again in 5 seconds."}'))).toBe(
      undefined,
    );
    expect(errorField(new ApiError(502, 'Bad Gateway'))).toBe(undefined);
    expect(errorMessage(new ApiError(502, 'Bad Gateway'))).toBe('Bad Gateway');
    expect(errorField(new Error('offline'))).toBe(undefined);
  });
});

describe('a read or a change through fetchApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } })),
    );

  it('answers null on a 401 when asked to, and fails with the ApiError otherwise', async () => {
    answer(401, '{"message":"Not signed in"}');
    await expect(fetchApi('/api/user', { on401: 'returnNull' })).resolves.toBe(null);
    const refused = await sendApi('POST', '/api/login', {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(errorMessage(refused)).toBe('Not signed in');
  });

  it('sends cookies always and a JSON content type only with a body', async () => {
    answer(200, '{"ok":true}');
    await sendApi('POST', '/api/websites', { name: 'a' });
    await fetchApi('/api/websites');
    const calls = vi.mocked(fetch).mock.calls;
    expect(calls[0]?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"a"}',
    });
    expect(calls[1]?.[1]).toMatchObject({ method: 'GET', credentials: 'include', headers: {} });
  });

  it('takes a 204 as done, with no body to read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(sendApi('DELETE', '/api/websites/1')).resolves.toBe(null);
  });

  it("checks the answer against the contract's schema", async () => {
    const schema = z.object({ visits: z.number() });
    answer(200, '{"visits":3,"extra":1}');
    await expect(fetchApi('/api/x', { schema })).resolves.toEqual({ visits: 3 });
    answer(200, '{"visits":"three"}');
    const failure = await fetchApi('/api/x', { schema }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorMessage(failure)).toBe('The server answered with data this page cannot read.');
  });

  it('turns a network failure into an ApiError with status 0 and the browser words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failure = await fetchApi('/api/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
    expect(errorMessage(failure)).toBe('Failed to fetch');
    expect(toApiError(failure)).toBe(failure);
  });
});
