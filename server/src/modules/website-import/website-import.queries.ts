import { MANUAL_SOURCE_LIST } from '@botlens/contracts';
import { and, count, countDistinct, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { isLiveWebsite, sharedLinks, users, websiteImports, websites } from '../../db/schema';
import type { UserCtx } from '../context';
import { column, unnestRows } from '../tracking/ingest/sql-arrays';
import type { ImportedWebsite } from './import-rows';

type Db = Database | Transaction;

/** The websites a caller manages: an administrator all live ones, anyone else their own. */
export function callerWebsites(ctx: UserCtx): SQL {
  return ctx.actor.role === 'admin'
    ? isLiveWebsite
    : (and(isLiveWebsite, eq(websites.userId, ctx.actor.id)) as SQL);
}

/** Which of these domains the account already tracks: one query for a whole batch. */
export async function existingDomainsOfUser(db: Db, userId: number, domains: string[]): Promise<Set<string>> {
  if (domains.length === 0) return new Set();
  const rows = await db
    .select({ domain: websites.domain })
    .from(websites)
    .where(
      and(
        eq(websites.userId, userId),
        sql`${websites.domain} = any(${column(domains, 'text')})`,
        isLiveWebsite,
      ),
    );
  return new Set(rows.map((row) => row.domain));
}

export async function countLiveWebsitesOfUser(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(websites)
    .where(and(eq(websites.userId, userId), isLiveWebsite));
  return Number(row?.n ?? 0);
}

export type ImportedWebsiteRow = ImportedWebsite & {
  userId: number;
  sourceList: string;
  trackingId: string;
  ingestKey: string;
};

/**
 * One INSERT for the whole batch, its values as one array per column (`unnest`): 13 parameters for a
 * thousand rows instead of 13,000, which PGlite in particular binds far faster.
 */
export async function insertImportedWebsites(db: Db, rows: ImportedWebsiteRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into websites (user_id, name, domain, tracking_id, ingest_key, description, category, industry,
      country, language, monthly_traffic, domain_authority, source_list)
    select * from ${unnestRows(rows, [
      ['userId', 'int'],
      ['name', 'text'],
      ['domain', 'text'],
      ['trackingId', 'text'],
      ['ingestKey', 'text'],
      ['description', 'text'],
      ['category', 'text'],
      ['industry', 'text'],
      ['country', 'text'],
      ['language', 'text'],
      ['monthlyTraffic', 'int'],
      ['domainAuthority', 'int'],
      ['sourceList', 'text'],
    ])}`);
}

export async function createImportRun(
  db: Db,
  values: { userId: number; sourceList: string; format: 'csv' | 'json' },
): Promise<{ id: number; sourceList: string }> {
  const [row] = await db
    .insert(websiteImports)
    .values({ ...values, succeeded: 0, failed: 0 })
    .returning({ id: websiteImports.id, sourceList: websiteImports.sourceList });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The caller's own run of that format, locked while this chunk adds to it. */
export async function findImportRunOfUser(
  db: Db,
  id: number,
  userId: number,
  format: 'csv' | 'json',
): Promise<{ id: number; sourceList: string } | undefined> {
  const [row] = await db
    .select({ id: websiteImports.id, sourceList: websiteImports.sourceList })
    .from(websiteImports)
    .where(
      and(eq(websiteImports.id, id), eq(websiteImports.userId, userId), eq(websiteImports.format, format)),
    )
    .for('update');
  return row;
}

export async function addToImportRun(db: Db, id: number, succeeded: number, failed: number): Promise<void> {
  await db
    .update(websiteImports)
    .set({
      succeeded: sql`${websiteImports.succeeded} + ${succeeded}`,
      failed: sql`${websiteImports.failed} + ${failed}`,
    })
    .where(eq(websiteImports.id, id));
}

export async function readImportStats(ctx: UserCtx, recentLimit: number) {
  const scope = callerWebsites(ctx);
  const [totals] = await ctx.db.select({ n: count() }).from(websites).where(scope);
  const [shared] = await ctx.db
    .select({ n: countDistinct(sharedLinks.websiteId) })
    .from(sharedLinks)
    .innerJoin(websites, eq(websites.id, sharedLinks.websiteId))
    .where(and(scope, isNull(sharedLinks.revokedAt)));
  const breakdown = await ctx.db
    .select({ source: websites.sourceList, n: count() })
    .from(websites)
    .where(scope)
    .groupBy(websites.sourceList)
    .orderBy(desc(count()));
  const runs = await ctx.db
    .select({
      id: websiteImports.id,
      sourceList: websiteImports.sourceList,
      format: websiteImports.format,
      succeeded: websiteImports.succeeded,
      failed: websiteImports.failed,
      createdAt: websiteImports.createdAt,
      importedBy: users.email,
    })
    .from(websiteImports)
    .leftJoin(users, eq(users.id, websiteImports.userId))
    .where(ctx.actor.role === 'admin' ? undefined : eq(websiteImports.userId, ctx.actor.id))
    .orderBy(desc(websiteImports.createdAt), desc(websiteImports.id))
    .limit(recentLimit);
  return {
    totalWebsites: Number(totals?.n ?? 0),
    publicWebsites: Number(shared?.n ?? 0),
    // No import may use the name "manual", so the hand-added websites' row stands alone.
    sourceBreakdown: Object.fromEntries(
      breakdown.map((row) => [row.source ?? MANUAL_SOURCE_LIST, Number(row.n)]),
    ),
    recentImports: runs.map((run) => ({ ...run, createdAt: run.createdAt.toISOString() })),
  };
}
