import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/rows';
import { llmsTxtGenerations, robotsTxtVersions } from '../../db/schema';

/**
 * Live websites with a bot hit since `since`: the ones whose robots.txt the daily fetch follows. The primary
 * key of bot_events starts with (website_id, occurred_at), so each website costs one index probe.
 */
export async function websitesWithBotHitsSince(db: Database, since: Date) {
  const rows = await executeRows<{ id: number; domain: string }>(
    db,
    sql`select w.id, w.domain from websites w
        where w.deleting_since is null
          and exists (select 1 from bot_events e where e.website_id = w.id and e.occurred_at >= ${since.toISOString()})
        order by w.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), domain: row.domain }));
}

/** Every recorded robots.txt version of a website fetched before `until`, oldest first. */
export function robotsTxtVersionsBefore(db: Database, websiteId: number, until: Date) {
  return db
    .select({
      id: robotsTxtVersions.id,
      fetchedAt: robotsTxtVersions.fetchedAt,
      outcome: robotsTxtVersions.outcome,
      content: robotsTxtVersions.content,
    })
    .from(robotsTxtVersions)
    .where(and(eq(robotsTxtVersions.websiteId, websiteId), lt(robotsTxtVersions.fetchedAt, until)))
    .orderBy(robotsTxtVersions.fetchedAt, robotsTxtVersions.id);
}

/**
 * Page views of the named bots in [from, to), per bot and path: the rows a robots.txt in force over that
 * interval is matched against. One index range scan of the website's hits.
 */
export async function pageViewsByBotAndPathBetween(
  db: Database,
  input: { websiteId: number; from: Date; to: Date; botNames: readonly string[] },
) {
  const rows = await executeRows<{ bot_name: string; path: string; hits: string; first_at: Date | string }>(
    db,
    sql`select bot_name, path, count(*) as hits, min(occurred_at) as first_at
        from bot_events
        where website_id = ${input.websiteId} and occurred_at >= ${input.from.toISOString()} and occurred_at < ${input.to.toISOString()}
          and event = 'page_view' and bot_name = any(${sql.param([...input.botNames])}::text[])
        group by bot_name, path`,
  );
  return rows.map((row) => ({
    name: row.bot_name,
    path: row.path,
    hits: Number(row.hits),
    firstAt: new Date(row.first_at),
  }));
}

/** Page views of the named bots in [from, to), per bot only: for intervals whose file disallows nothing we count. */
export async function pageViewsByBotBetween(
  db: Database,
  input: { websiteId: number; from: Date; to: Date; botNames: readonly string[] },
) {
  const rows = await executeRows<{ bot_name: string; hits: string }>(
    db,
    sql`select bot_name, count(*) as hits
        from bot_events
        where website_id = ${input.websiteId} and occurred_at >= ${input.from.toISOString()} and occurred_at < ${input.to.toISOString()}
          and event = 'page_view' and bot_name = any(${sql.param([...input.botNames])}::text[])
        group by bot_name`,
  );
  return rows.map((row) => ({ name: row.bot_name, hits: Number(row.hits) }));
}

/** The newest finished llms.txt generation's file, or null when none has finished. */
export async function latestGeneratedLlmsTxt(db: Database, websiteId: number): Promise<string | null> {
  const [row] = await db
    .select({ llmsTxt: llmsTxtGenerations.llmsTxt })
    .from(llmsTxtGenerations)
    .where(and(eq(llmsTxtGenerations.websiteId, websiteId), eq(llmsTxtGenerations.status, 'finished')))
    .orderBy(desc(llmsTxtGenerations.finishedAt), desc(llmsTxtGenerations.id))
    .limit(1);
  return row?.llmsTxt ?? null;
}
