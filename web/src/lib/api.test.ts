import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, queryClient } from './api';

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
