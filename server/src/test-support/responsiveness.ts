import type { App } from '../app';

/** How long the server may go without answering /api/health while hostile work runs: wide for a noisy CI. */
export const RESPONSIVE_WITHIN_MS = 1000;

/**
 * Runs `work` while asking /api/health again and again, and measures the longest time between two answers
 * (from just before the work began). Work that holds the main thread shows as a gap as long as it holds it,
 * whether it runs in a request of its own or in this process.
 */
export async function healthGapsDuring<T>(
  app: App,
  work: () => Promise<T>,
): Promise<{ result: T; longestGapMs: number; healthAnswers: number }> {
  let done = false;
  let last = performance.now();
  const running = work().finally(() => {
    done = true;
  });
  let longestGapMs = 0;
  let healthAnswers = 0;
  while (!done) {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    if (health.statusCode !== 200)
      throw new Error(`/api/health answered ${health.statusCode}: ${health.body}`);
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    healthAnswers++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  longestGapMs = Math.max(longestGapMs, performance.now() - last);
  return { result: await running, longestGapMs, healthAnswers };
}
