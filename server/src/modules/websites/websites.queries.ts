import type { User, Website } from '@botlens/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isLiveWebsite, type WebsiteRow, websites } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';

export function toWebsiteDto(row: WebsiteRow): Website {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    trackingId: row.trackingId,
    createdAt: row.createdAt.toISOString(),
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

/**
 * The website with that id if the caller may see it: its owner, or an administrator. Anyone else gets the
 * same 404 as for a website that does not exist, so ids reveal nothing.
 */
export async function findWebsiteForCaller(db: Database, id: number, caller: User): Promise<WebsiteRow> {
  const condition =
    caller.role === 'admin' ? eq(websites.id, id) : and(eq(websites.id, id), eq(websites.userId, caller.id));
  const [row] = await db.select().from(websites).where(and(condition, isLiveWebsite)).limit(1);
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
