import { createHash } from 'node:crypto';
import type { LiveRobotsTxt, RobotsFetchOutcomeName } from '@botlens/contracts';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { robotsTxtVersions } from '../../db/schema';
import { SafeFetchError, type SafeFetcher } from '../../lib/safe-fetch';
import type { Ctx } from '../context';
import { isRealDocument } from '../seo-audit/fetch-site-documents';
import { fetchRobotsTxt } from '../seo-tools/fetch-robots-txt';

type Fetched = { outcome: RobotsFetchOutcomeName; httpStatus: number | null; robotsTxt: string };

/**
 * Failures that say nothing about the site as crawlers see it, only that we could not look: the name does
 * not resolve from here, or the guard refuses the address. No version is recorded for them; a timeout, a
 * refused connection or a 5xx is what crawlers meet too, and RFC 9309 §2.3.1.4 reads it as "disallow all".
 */
const NOT_OBSERVED = new Set<SafeFetchError['reason']>(['dns', 'blocked', 'private-address', 'invalid-url']);

/**
 * The website's robots.txt as crawlers meet it (RFC 9309 §2.3.1): a 2xx text file is in force ('ok'); a 4xx,
 * or a page that is not a robots.txt (a soft 404), means no file ('missing', everything allowed); a 5xx or
 * no answer means 'unreachable'. Null when we could not look at all.
 */
export async function fetchLiveRobotsTxt(fetchPage: SafeFetcher, domain: string): Promise<Fetched | null> {
  try {
    const fetched = await fetchRobotsTxt(fetchPage, domain);
    if (fetched.status >= 500) return { outcome: 'unreachable', httpStatus: fetched.status, robotsTxt: '' };
    if (isRealDocument(fetched))
      return { outcome: 'ok', httpStatus: fetched.status, robotsTxt: fetched.body };
    return { outcome: 'missing', httpStatus: fetched.status, robotsTxt: '' };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (NOT_OBSERVED.has(error.reason)) return null;
    return { outcome: 'unreachable', httpStatus: null, robotsTxt: '' };
  }
}

/**
 * Records what a fetch found as the website's robots.txt version at `at`: a new version when the outcome or
 * the text differs from the newest one, else that version's last check moved forward. Returns the version
 * in force after it.
 */
export async function recordLiveRobotsTxt(
  db: Database,
  websiteId: number,
  fetched: Fetched,
  at: Date,
): Promise<LiveRobotsTxt> {
  const contentSha256 = createHash('sha256').update(fetched.robotsTxt).digest('hex');
  return db.transaction(async (tx) => {
    const [newest] = await tx
      .select()
      .from(robotsTxtVersions)
      .where(eq(robotsTxtVersions.websiteId, websiteId))
      .orderBy(desc(robotsTxtVersions.fetchedAt), desc(robotsTxtVersions.id))
      .limit(1)
      .for('update');
    if (newest && newest.outcome === fetched.outcome && newest.contentSha256 === contentSha256) {
      await tx
        .update(robotsTxtVersions)
        .set({ lastCheckedAt: at, httpStatus: fetched.httpStatus })
        .where(eq(robotsTxtVersions.id, newest.id));
      return asLive({ ...newest, httpStatus: fetched.httpStatus });
    }
    const [row] = await tx
      .insert(robotsTxtVersions)
      .values({
        websiteId,
        fetchedAt: at,
        lastCheckedAt: at,
        outcome: fetched.outcome,
        httpStatus: fetched.httpStatus,
        content: fetched.robotsTxt,
        contentSha256,
      })
      .returning();
    if (!row) throw new Error('robots.txt version was not recorded');
    return asLive(row);
  });
}

/** Fetches the website's live robots.txt and records it; null when it could not be looked at. */
export async function refreshLiveRobotsTxt(
  ctx: Pick<Ctx, 'db' | 'fetchPage'>,
  website: { id: number; domain: string },
  now: Date = new Date(),
): Promise<LiveRobotsTxt | null> {
  const fetched = await fetchLiveRobotsTxt(ctx.fetchPage, website.domain);
  return fetched ? recordLiveRobotsTxt(ctx.db, website.id, fetched, now) : null;
}

/** The version in force at `at` (the newest fetched at or before it), or null before the first one. */
export async function robotsTxtVersionAt(
  db: Database,
  websiteId: number,
  at: Date,
): Promise<LiveRobotsTxt | null> {
  const [row] = await db
    .select()
    .from(robotsTxtVersions)
    .where(and(eq(robotsTxtVersions.websiteId, websiteId), lte(robotsTxtVersions.fetchedAt, at)))
    .orderBy(desc(robotsTxtVersions.fetchedAt), desc(robotsTxtVersions.id))
    .limit(1);
  return row ? asLive(row) : null;
}

function asLive(row: {
  outcome: RobotsFetchOutcomeName;
  httpStatus: number | null;
  fetchedAt: Date;
  content: string;
}): LiveRobotsTxt {
  return {
    outcome: row.outcome,
    httpStatus: row.httpStatus,
    fetchedAt: row.fetchedAt.toISOString(),
    robotsTxt: row.content,
  };
}
