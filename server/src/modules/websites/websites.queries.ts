import type { Website } from '@botlens/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isLiveWebsite, type WebsiteRow, websites } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { UserCtx } from '../context';

export function toWebsiteDto(row: WebsiteRow): Website {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    trackingId: row.trackingId,
    createdAt: row.createdAt.toISOString(),
    lastEventAt: row.lastEventAt?.toISOString() ?? null,
  };
}

export async function listWebsitesOfUser(db: Database, userId: number): Promise<WebsiteRow[]> {
  return db
    .select()
    .from(websites)
    .where(and(eq(websites.userId, userId), isLiveWebsite))
    .orderBy(asc(websites.id));
}

export async function countWebsitesOfUser(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(websites)
    .where(and(eq(websites.userId, userId), isLiveWebsite));
  return Number(row?.n ?? 0);
}

/** The account's live website with that domain (as stored: the host, lower-cased), if there is one. */
export async function findWebsiteOfUserByDomain(
  db: Database,
  userId: number,
  domain: string,
): Promise<WebsiteRow | undefined> {
  const [row] = await db
    .select()
    .from(websites)
    .where(and(eq(websites.userId, userId), eq(websites.domain, domain), isLiveWebsite))
    .limit(1);
  return row;
}

/**
 * The website with that id if the caller may see it: its owner, or an administrator. Anyone else gets the
 * same 404 as for a website that does not exist, so ids reveal nothing.
 */
export async function findWebsiteForCaller(ctx: UserCtx, id: number): Promise<WebsiteRow> {
  const caller = ctx.actor;
  const condition =
    caller.role === 'admin' ? eq(websites.id, id) : and(eq(websites.id, id), eq(websites.userId, caller.id));
  const [row] = await ctx.db.select().from(websites).where(and(condition, isLiveWebsite)).limit(1);
  if (!row) throw new NotFoundError('Website not found');
  return row;
}

export async function findWebsiteByTrackingId(
  db: Database,
  trackingId: string,
): Promise<WebsiteRow | undefined> {
  const [row] = await db
    .select()
    .from(websites)
    .where(and(eq(websites.trackingId, trackingId), isLiveWebsite))
    .limit(1);
  return row;
}

/** Hides the website from every reader and writer at once; the purger deletes its data in the background. */
export async function markWebsiteDeleting(db: Database, id: number): Promise<void> {
  await db.update(websites).set({ deletingSince: new Date() }).where(eq(websites.id, id));
}

export async function setIngestKey(db: Database, id: number, ingestKey: string): Promise<void> {
  await db.update(websites).set({ ingestKey }).where(eq(websites.id, id));
}

export async function readLastEventAt(db: Database, id: number): Promise<Date | null> {
  const [row] = await db
    .select({ lastEventAt: websites.lastEventAt })
    .from(websites)
    .where(eq(websites.id, id));
  return row?.lastEventAt ?? null;
}

export async function insertWebsite(
  db: Database,
  values: { userId: number; name: string; domain: string; trackingId: string; ingestKey: string },
): Promise<WebsiteRow> {
  const [row] = await db.insert(websites).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
