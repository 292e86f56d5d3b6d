import type { Website } from '@botlens/contracts';

/** Which website a screen shows, from its address (?website= its id, or ?trackingId=) and the user's list. */
export type WebsiteSelection =
  | { kind: 'selected'; website: Website }
  /** The address names a website the user does not have: said so, never another website in its place. */
  | { kind: 'not-found'; requested: string }
  | { kind: 'none' };

/**
 * Part 1 §4: the website named by ?website= (its id), else by ?trackingId= (opened from the admin table),
 * else, when the address names none, the first of the user's list. Never a fixed id.
 */
export function selectWebsite(websites: readonly Website[], params: URLSearchParams): WebsiteSelection {
  if (websites.length === 0) return { kind: 'none' };
  const id = params.get('website') || null;
  const trackingId = params.get('trackingId') || null;
  const website =
    (id !== null ? websites.find((candidate) => String(candidate.id) === id) : undefined) ??
    (trackingId !== null ? websites.find((candidate) => candidate.trackingId === trackingId) : undefined);
  if (website) return { kind: 'selected', website };
  if (id !== null) return { kind: 'not-found', requested: `the ID ${id}` };
  if (trackingId !== null) return { kind: 'not-found', requested: `the tracking ID ${trackingId}` };
  const [first] = websites;
  return first ? { kind: 'selected', website: first } : { kind: 'none' };
}

/** The same address for another website: its other parameters (range, type) kept, a tracking id dropped. */
export function searchWithWebsite(params: URLSearchParams, websiteId: number): string {
  const next = new URLSearchParams(params);
  next.delete('trackingId');
  next.set('website', String(websiteId));
  return next.toString();
}
