// Analytics at scale: loads BENCH_EVENTS (default 10 million) bot hits over 90 days for one website, then
// reports p50/p95 of every analytics endpoint and each rollup-backed query against the same query on raw
// events, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the local server's `test` database).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { DatabaseHandle } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { hashPassword } from '../server/src/modules/auth/password-hash';
import { createSession } from '../server/src/modules/auth/sessions.queries';
import { WindowClock } from '../server/src/modules/page-windows/window-clock';
import { onEachDatabase, timeRuns } from './lib';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const config = { ...loadConfig({}), publicUrl: 'http://localhost:5000' };
const BOTS = [
  ['Googlebot', 'search_engine'],
  ['GPTBot', 'ai_crawler'],
  ['ClaudeBot', 'ai_crawler'],
  ['bingbot', 'search_engine'],
  ['PerplexityBot', 'ai_crawler'],
  ['AhrefsBot', 'other'],
  ['facebookexternalhit', 'social_media'],
  ['Bytespider', 'ai_crawler'],
  ['YandexBot', 'search_engine'],
  ['Twitterbot', 'social_media'],
  ['CCBot', 'ai_crawler'],
  ['curl', 'other'],
];

async function load(handle: DatabaseHandle) {
  const db = handle.db;
  const [user] = (
    (await db.execute(
      sql`insert into users (email, password_hash, first_name, last_name) values ('bench@example.com', ${await hashPassword('BenchPass123')}, 'B', 'M') returning id`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  const userId = Number(user?.id);
  const [site] = (
    (await db.execute(
      sql`insert into websites (user_id, name, domain, tracking_id, ingest_key) values (${userId}, 'Bench', 'bench.example.com', 'bt_bench', ${`blk_${randomBytes(8).toString('hex')}`}) returning id`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  const websiteId = Number(site?.id);
  const names = sql.param(BOTS.map((b) => b[0]));
  const types = sql.param(BOTS.map((b) => b[1]));
  const started = Date.now();
  // Deterministic spread: hash-like arithmetic on the series number picks bot, page, time and verification.
  for (let from = 1; from <= EVENTS; from += 1_000_000) {
    const to = Math.min(EVENTS, from + 999_999);
    await db.execute(sql`
      insert into bot_events (website_id, occurred_at, source, event, url, path, user_agent, ip, bot_name, bot_type, operator, purpose, verification)
      select ${websiteId}, now() - ((g * 7919) % (90 * 86400)) * interval '1 second', 'collect', 'page_view',
             '/page-' || ((g * 31) % 5000), '/page-' || ((g * 31) % 5000), 'bench-agent', '203.0.113.' || (g % 250),
             (${names}::text[])[1 + (g * 13) % 12], (${types}::text[])[1 + (g * 13) % 12], 'Bench', 'search',
             case when g % 10 = 0 then 'spoofed' when g % 3 = 0 then 'unverifiable' else 'verified' end
      from generate_series(${from}::bigint, ${to}::bigint) g`);
  }
  await db.execute(sql`
    insert into bot_hourly_rollups (website_id, hour, bot_name, bot_type, page_views, verified, spoofed, last_seen_at, last_user_agent)
    select website_id, date_trunc('hour', occurred_at, 'UTC'), bot_name, bot_type, count(*),
           count(*) filter (where verification = 'verified'), count(*) filter (where verification = 'spoofed'),
           max(occurred_at), (array_agg(user_agent order by occurred_at desc))[1]
    from bot_events where website_id = ${websiteId} group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into bot_sessions (website_id, bot_name, bot_type, client_ip, started_at, last_seen_at, total_pages)
    select ${websiteId}, (${names}::text[])[1 + (g * 13) % 12], (${types}::text[])[1 + (g * 13) % 12], '203.0.113.' || (g % 250),
           now() - ((g * 7919) % (90 * 86400)) * interval '1 second', now() - ((g * 7919) % (90 * 86400)) * interval '1 second' + (g % 1800) * interval '1 second', 1 + g % 40
    from generate_series(1::bigint, ${Math.ceil(EVENTS / 20)}::bigint) g`);
  await db.execute(sql`
    insert into bot_session_hourly_rollups (website_id, hour, bot_name, bot_type, sessions, duration_ms)
    select website_id, date_trunc('hour', started_at, 'UTC'), bot_name, bot_type, count(*),
           sum(round(extract(epoch from last_seen_at - started_at) * 1000))
    from bot_sessions where website_id = ${websiteId} group by 1, 2, 3, 4`);
  await db.execute(sql`analyze`);
  const loadSeconds = (Date.now() - started) / 1000;
  // The page windows are built from the raw hits the first time the clock runs (as after an upgrade).
  const buildStarted = Date.now();
  await new WindowClock(db).current();
  await db.execute(sql`analyze`);
  return { userId, websiteId, loadSeconds, pageWindowsBuildSeconds: (Date.now() - buildStarted) / 1000 };
}

const time = (run: () => Promise<unknown>) => timeRuns(RUNS, run);

async function measure(name: string, handle: DatabaseHandle) {
  await migrateDatabase(handle, config.migrationsDir);
  const { userId, websiteId, loadSeconds, pageWindowsBuildSeconds } = await load(handle);
  const app = await buildApp({ config, database: handle });
  const cookie = `botlens_session=${await createSession(handle.db, userId, 1)}`;
  const endpoints: Record<string, { p50: number; p95: number }> = {};
  for (const path of [
    'stats',
    'top-bots?limit=50',
    'traffic-trends',
    'traffic-trends?granularity=daily&range=90',
    'recent-activity',
    'heatmap',
    'sessions',
    'activity-grid',
    'breakdown',
    'stats?range=90',
    'heatmap?range=90',
  ]) {
    endpoints[path] = await time(async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/websites/${websiteId}/${path}`,
        headers: { cookie },
      });
      if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    });
  }
  const range = sql`website_id = ${websiteId} and occurred_at >= now() - interval '90 days'`;
  const rollupRange = sql`website_id = ${websiteId} and hour >= now() - interval '90 days'`;
  const rollupVsRaw = {
    hitsByType: {
      rollup: await time(() =>
        handle.db.execute(
          sql`select bot_type, sum(page_views) from bot_hourly_rollups where ${rollupRange} group by 1`,
        ),
      ),
      raw: await time(() =>
        handle.db.execute(sql`select bot_type, count(*) from bot_events where ${range} group by 1`),
      ),
    },
    distinctPages: {
      rollup: await time(() =>
        handle.db.execute(
          sql`select count(distinct path) from bot_page_windows where website_id = ${websiteId} and range_days = 90 and period = 0 and page_views > 0`,
        ),
      ),
      raw: await time(() =>
        handle.db.execute(
          sql`select count(distinct path) from bot_events where ${range} and event = 'page_view'`,
        ),
      ),
    },
    pageHeatmap: {
      rollup: await time(() =>
        handle.db.execute(
          sql`select path, sum(page_views) v, count(distinct bot_name) from bot_page_windows where website_id = ${websiteId} and range_days = 90 and period = 0 group by path order by v desc limit 50`,
        ),
      ),
      raw: await time(() =>
        handle.db.execute(
          sql`select path, count(*) v, count(distinct bot_name) from bot_events where ${range} group by path order by v desc limit 50`,
        ),
      ),
    },
    hourlyTrend: {
      rollup: await time(() =>
        handle.db.execute(
          sql`select hour, sum(page_views) from bot_hourly_rollups where ${rollupRange} group by 1`,
        ),
      ),
      raw: await time(() =>
        handle.db.execute(
          sql`select date_trunc('hour', occurred_at), count(*) from bot_events where ${range} group by 1`,
        ),
      ),
    },
  };
  await app.close();
  return {
    database: name,
    events: EVENTS,
    loadSeconds,
    pageWindowsBuildSeconds,
    endpointsMs: endpoints,
    rollupVsRawMs: rollupVsRaw,
  };
}

const results = await onEachDatabase('botlens-analytics-bench-', measure);
console.log(
  JSON.stringify({
    benchmark: 'analytics',
    targets: { p95MsPostgres: 100, p95MsPglite: 300, rollupSpeedup: 10 },
    results,
  }),
);
