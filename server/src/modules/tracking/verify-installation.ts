import type { TrackTestResponse } from '@botlens/contracts';
import { NotFoundError, UnprocessableError, ValidationError } from '../../lib/errors';
import type { SafeFetcher } from '../../lib/safe-fetch';
import type { UserCtx } from '../context';
import { findWebsiteByTrackingId, findWebsiteForCaller, readLastEventAt } from '../websites/websites.queries';

/**
 * Real verification, in the order a person would check: has anything arrived for this tracking id? If not,
 * does the site's page carry the snippet with this id? The failure says which check failed and why.
 */
export async function verifyInstallation({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { trackingId?: string; url?: string };
}): Promise<TrackTestResponse> {
  const trackingId = input.trackingId?.trim();
  if (!trackingId) throw new ValidationError('No tracking ID', 'trackingId');
  const found = await findWebsiteByTrackingId(ctx.db, trackingId);
  if (!found) throw new NotFoundError('Website not found');
  // The one tenant check: someone else's tracking id is as unknown as one that does not exist.
  const site = await findWebsiteForCaller(ctx, found.id);

  const lastEventAt = await readLastEventAt(ctx.db, site.id);
  if (lastEventAt) {
    return {
      success: true,
      method: 'event',
      message: `Tracking works: the last event arrived at ${lastEventAt.toISOString()}.`,
      lastEventAt: lastEventAt.toISOString(),
    };
  }

  const pageUrl = pageToCheck(site.domain, input.url);
  const noEvents = `No events have arrived for ${trackingId} yet`;
  let body: string;
  try {
    body = (await fetchWithHttpFallback(ctx.fetchPage, pageUrl)).body;
  } catch (error) {
    throw new UnprocessableError(
      `${noEvents}, and ${pageUrl} could not be fetched (${(error as Error).message}).`,
    );
  }
  if (body.includes(trackingId) && body.includes('tracking-script.js')) {
    return {
      success: true,
      method: 'page',
      message: `The snippet with ${trackingId} is on ${pageUrl}. Data appears once the page is visited.`,
    };
  }
  throw new UnprocessableError(
    `${noEvents}, and ${pageUrl} does not contain the snippet with this tracking ID.`,
  );
}

/** The URL the user gave, if it is on the website's own host; otherwise the site's home page. */
function pageToCheck(domain: string, candidate: string | undefined): string {
  if (candidate) {
    try {
      const url = new URL(/^https?:\/\//i.test(candidate) ? candidate : `https://${candidate}`);
      if (url.host.toLowerCase() === domain) return url.toString();
    } catch {
      // Not a URL: fall back to the home page.
    }
  }
  return `https://${domain}/`;
}

async function fetchWithHttpFallback(fetchPage: SafeFetcher, url: string) {
  try {
    return await fetchPage(url);
  } catch (error) {
    if (!url.startsWith('https://')) throw error;
    // Many small sites still serve plain http, or the TLS check fails on a local test server.
    return fetchPage(`http://${url.slice('https://'.length)}`);
  }
}
