import type { AdminSystemResponse } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/rows';

type Figures = AdminSystemResponse;
// Below this many rows (by the planner's estimate) a table is counted exactly: fast enough, and exact.
const EXACT_COUNT_BELOW = 1_000_000;

/**
 * Bot hits and people's page views per UTC hour over the last `hours` whole hours (the current one last),
 * from the hourly rollups, every hour present (zero when nothing came).
 */
export async function readHitsPerHour(db: Database, hours: number): Promise<Figures['hitsPerHour']> {
  const rows = await executeRows<{ hour: string | Date; bot_hits: string; human_page_views: string }>(
    db,
    sql`
      with hours as (
        select generate_series(
          date_trunc('hour', now()) - make_interval(hours => ${hours - 1}),
          date_trunc('hour', now()),
          interval '1 hour'
        ) as hour
      ),
      bots as (
        select hour, sum(page_views) as n from bot_hourly_rollups
        where hour >= (select min(hour) from hours) group by hour
      ),
      people as (
        select hour, sum(page_views) as n from human_hourly_page_views
        where hour >= (select min(hour) from hours) group by hour
      )
      select hours.hour, coalesce(bots.n, 0) as bot_hits, coalesce(people.n, 0) as human_page_views
      from hours
      left join bots on bots.hour = hours.hour
      left join people on people.hour = hours.hour
      order by hours.hour`,
  );
  return rows.map((row) => ({
    hour: new Date(row.hour).toISOString(),
    botHits: Number(row.bot_hits),
    humanPageViews: Number(row.human_page_views),
  }));
}

/** Audits created per UTC day over the last `days` days (today last), every day present. */
export async function readAuditsPerDay(db: Database, days: number): Promise<Figures['auditsPerDay']> {
  const rows = await executeRows<{ day: string; audits: string }>(
    db,
    sql`
      with days as (
        select generate_series(
          (now() at time zone 'utc')::date - ${days - 1}::int,
          (now() at time zone 'utc')::date,
          interval '1 day'
        )::date as day
      ),
      counted as (
        select (created_at at time zone 'utc')::date as day, count(*) as n from seo_audits
        where created_at >= ((select min(day) from days)::timestamp at time zone 'utc') group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(counted.n, 0) as audits
      from days left join counted on counted.day = days.day
      order by days.day`,
  );
  return rows.map((row) => ({ day: row.day, audits: Number(row.audits) }));
}

/** The database's size on disk and its ten largest tables with their indexes and TOAST. */
export async function readDatabaseSizes(
  db: Database,
): Promise<Pick<Figures['database'], 'sizeBytes' | 'largestTables'>> {
  const [size] = await executeRows<{ bytes: string }>(
    db,
    sql`select pg_database_size(current_database()) as bytes`,
  );
  const tables = await executeRows<{ name: string; bytes: string }>(
    db,
    sql`
      select c.relname as name, pg_total_relation_size(c.oid) as bytes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%'
      order by pg_total_relation_size(c.oid) desc, c.relname
      limit 10`,
  );
  return {
    sizeBytes: Number(size?.bytes ?? 0),
    largestTables: tables.map((table) => ({ name: table.name, bytes: Number(table.bytes) })),
  };
}

/** Where a PostgreSQL server is: its address, port and database, as the server itself says. */
export async function readServerLocation(db: Database): Promise<string> {
  const [row] = await executeRows<{ host: string | null; port: number | null; name: string }>(
    db,
    sql`select host(inet_server_addr()) as host, inet_server_port() as port, current_database() as name`,
  );
  const host = row?.host ? `${row.host}:${row.port}` : 'local socket';
  return `${host}/${row?.name ?? '?'}`;
}

/**
 * Rows of `table` (one of ours, named by the caller, never by a request): the planner's estimate when it says
 * the table is big, since an exact count reads the whole table; otherwise counted.
 */
async function rowsStored(db: Database, table: 'bot_events' | 'bot_sessions') {
  const [estimate] = await executeRows<{ n: string }>(
    db,
    sql`select reltuples::bigint as n from pg_class where oid = to_regclass(${table})`,
  );
  const estimated = Number(estimate?.n ?? -1);
  if (estimated >= EXACT_COUNT_BELOW) return { count: estimated, estimated: true };
  const [exact] = await executeRows<{ n: string }>(
    db,
    sql`select count(*) as n from ${sql.identifier(table)}`,
  );
  return { count: Number(exact?.n ?? 0), estimated: false };
}

export async function readRowsStored(db: Database): Promise<Figures['stored']> {
  const [botHits, botSessions] = await Promise.all([
    rowsStored(db, 'bot_events'),
    rowsStored(db, 'bot_sessions'),
  ]);
  return { botHits, botSessions };
}
