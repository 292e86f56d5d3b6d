import { MANUAL_SOURCE_LIST, type ManagedWebsitesFilter } from '@botlens/contracts';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users, websites } from '../../db/schema';
import type { UserCtx } from '../context';
import { callerWebsites } from './website-import.queries';

// The allow-list of sort columns: the query names one of these keys, never a column.
const SORT_COLUMNS = {
  name: websites.name,
  domain: websites.domain,
  category: websites.category,
  monthlyTraffic: websites.monthlyTraffic,
  domainAuthority: websites.domainAuthority,
  createdAt: websites.createdAt,
} as const;

/** A LIKE pattern that matches the text literally: % and _ typed in a search are not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The caller's websites narrowed by the list's search, source and category. */
export function filteredWebsites(
  ctx: UserCtx,
  filter: Partial<Pick<ManagedWebsitesFilter, 'search' | 'source' | 'category'>>,
): SQL {
  const conditions: SQL[] = [callerWebsites(ctx)];
  if (filter.search) {
    conditions.push(
      or(
        ilike(websites.name, containing(filter.search)),
        ilike(websites.domain, containing(filter.search)),
        // A whole tracking id finds its website (the admin tab's Analytics opens by tracking id).
        eq(websites.trackingId, filter.search),
      ) as SQL,
    );
  }
  if (filter.source) {
    conditions.push(
      filter.source === MANUAL_SOURCE_LIST
        ? isNull(websites.sourceList)
        : eq(websites.sourceList, filter.source),
    );
  }
  if (filter.category) conditions.push(eq(websites.category, filter.category));
  return and(...conditions) as SQL;
}

const listColumns = {
  id: websites.id,
  name: websites.name,
  domain: websites.domain,
  trackingId: websites.trackingId,
  userId: websites.userId,
  ownerEmail: users.email,
  description: websites.description,
  category: websites.category,
  industry: websites.industry,
  country: websites.country,
  language: websites.language,
  monthlyTraffic: websites.monthlyTraffic,
  domainAuthority: websites.domainAuthority,
  sourceList: websites.sourceList,
  createdAt: websites.createdAt,
  lastEventAt: websites.lastEventAt,
};

export type ManagedWebsiteRow = Awaited<ReturnType<typeof managedWebsitesPage>>[number];

export async function managedWebsitesPage(
  db: Database,
  where: SQL,
  sort: { column: keyof typeof SORT_COLUMNS; order: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const direction = sort.order === 'asc' ? asc : desc;
  // Empty values last either way; the id breaks ties so pages never repeat or skip a row.
  return db
    .select(listColumns)
    .from(websites)
    .innerJoin(users, eq(users.id, websites.userId))
    .where(where)
    .orderBy(sql`${SORT_COLUMNS[sort.column]} ${sql.raw(sort.order)} nulls last`, direction(websites.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countManagedWebsites(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(websites).where(where);
  return Number(row?.n ?? 0);
}

export async function categoriesOf(ctx: UserCtx, limit: number): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ category: websites.category })
    .from(websites)
    .where(and(callerWebsites(ctx), isNotNull(websites.category)))
    .orderBy(asc(websites.category))
    .limit(limit);
  return rows.map((row) => row.category as string);
}

/** The export's keyset page: rows after `afterId`, by id. */
export async function managedWebsitesAfter(db: Database, where: SQL, afterId: number, limit: number) {
  return db
    .select(listColumns)
    .from(websites)
    .innerJoin(users, eq(users.id, websites.userId))
    .where(and(where, gt(websites.id, afterId)))
    .orderBy(asc(websites.id))
    .limit(limit);
}

/** Marks every live website of the source list (within the caller's scope) for the purge, in one statement. */
export async function markSourceListDeleting(tx: Transaction, where: SQL) {
  return tx
    .update(websites)
    .set({ deletingSince: new Date() })
    .where(where)
    .returning({ id: websites.id, trackingId: websites.trackingId, ingestKey: websites.ingestKey });
}
