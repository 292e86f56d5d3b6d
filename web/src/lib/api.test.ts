import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorField, errorMessage, queryClient } from './api';

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
