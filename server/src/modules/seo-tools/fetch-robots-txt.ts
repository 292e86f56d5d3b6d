import { MAX_ROBOTS_TXT_CHARS } from '@botlens/contracts';
import { SafeFetchError, type SafeFetcher, type SafeFetchResult } from '../../lib/safe-fetch';

// A person waits for this answer: both attempts (https, then http) together, not 15 s each.
export const ROBOTS_FETCH_BUDGET_MS = 8_000;
// Failures that http would meet just the same: no point trying it after https.
const FINAL_REASONS = new Set<SafeFetchError['reason']>(['dns', 'blocked', 'private-address', 'invalid-url']);

/**
 * robots.txt from a site's own host through the guarded fetcher, https first and plain http when https does
 * not work there, within one budget, read up to the robots.txt size limit (the rest cut off).
 */
export async function fetchRobotsTxt(fetchPage: SafeFetcher, domain: string): Promise<SafeFetchResult> {
  const budget = AbortSignal.timeout(ROBOTS_FETCH_BUDGET_MS);
  const options = {
    maxBytes: MAX_ROBOTS_TXT_CHARS,
    whenTooLarge: 'truncate' as const,
    accept: 'text/plain,*/*;q=0.5',
    signal: budget,
  };
  try {
    return await fetchPage(`https://${domain}/robots.txt`, options);
  } catch (error) {
    if (!(error instanceof SafeFetchError) || FINAL_REASONS.has(error.reason) || budget.aborted) throw error;
    return fetchPage(`http://${domain}/robots.txt`, options);
  }
}
