// Reclassification at scale: seeds BENCH_HITS (default 1 million) stored bot hits over 90 days with
// BENCH_USER_AGENTS (default 3000) distinct user agents of 60 bots on a few websites, their sessions, hourly
// rollups, session rollups, page windows, and twice as many hourly rollups from before the raw hits (retention
// deleted those), all by SQL. Then it changes the classification of BENCH_CHANGED_PERCENT (default 40) of the
// user agents (names merged and split, types changed, some no longer bots) and times the whole run, on PGlite
// and on PostgreSQL (BENCH_DATABASE_URL, default the local server's `test` database; BENCH_SKIP_PGLITE=true
// for PostgreSQL alone). Prints hits per second, the steps' lengths (how long ingest waits on the window
// clock at most), and checks that no page view was lost or counted twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BotClassification } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../server/src/config';
import { type DatabaseHandle, openPglite, openPostgres } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { executeRows } from '../server/src/db/rows';
import { classifyStoredHit, reclassifyVerb } from '../server/src/modules/bots/reclassify/reclassify';
import { systemCtx } from '../server/src/modules/context';
import { WindowClock } from '../server/src/modules/page-windows/window-clock';
import { quantile, throwawayPostgres } from './lib';

const HITS = Number(process.env.BENCH_HITS ?? 1_000_000);
const USER_AGENTS = Number(process.env.BENCH_USER_AGENTS ?? 3000);
const WEBSITES = 4;
/** Bots as the old registry named them: several user agents each, as Googlebot has several. */
const OLD_NAMES = 60;
const config = { ...loadConfig({}), publicUrl: 'http://localhost:5000' };
const userAgentSql = (k: string) =>
  sql.raw(
    `'Mozilla/5.0 (compatible; BenchBot' || (${k}) || '/1.0; +https://bench' || (${k}) || '.example/bot)'`,
  );

/** Share of the user agents (and so of the hits) the "upgraded" registry names otherwise. */
const CHANGED_PERCENT = Number(process.env.BENCH_CHANGED_PERCENT ?? 40);

/**
 * The "upgraded" registry: CHANGED_PERCENT of the bench's user agents get one of 40 new names of three types
 * (old names split and merged), and one in fifty of those is a person now; the others keep their old name.
 * The real classifier still reads every user agent once, for its cost.
 */
function newClassification(userAgent: string, hit?: { webdriver?: boolean }): BotClassification {
  const bot = classifyStoredHit(userAgent, hit);
  const k = Number(/BenchBot(\d+)/.exec(userAgent)?.[1] ?? Number.NaN);
  if (!bot.isBot || Number.isNaN(k)) return bot;
  if (k % 100 >= CHANGED_PERCENT)
    return {
      isBot: true,
      name: `BenchBot${k % OLD_NAMES}`,
      type: 'other',
      operator: 'Unknown',
      purpose: 'unknown',
    };
  if (k % 50 === 7) return { isBot: false, type: null, name: null, operator: null, purpose: null };
  const types = ['ai_crawler', 'search_engine', 'other'] as const;
  return {
    isBot: true,
    name: `Bench Crawler ${k % 40}`,
    type: types[k % 3] ?? 'other',
    operator: 'Bench',
    purpose: 'training',
  };
}

async function seed(db: DatabaseHandle['db']) {
  await db.execute(
    sql`insert into users (email, password_hash, first_name, last_name) values ('bench@example.com', 'x', 'B', 'M')`,
  );
  for (let w = 1; w <= WEBSITES; w++) {
    await db.execute(sql`insert into websites (user_id, name, domain, tracking_id, ingest_key)
      select id, ${`Bench ${w}`}, ${`bench${w}.example.com`}, ${`bt_bench${w}`}, ${`blk_bench${w}`} from users limit 1`);
  }
  const ua = userAgentSql(`(g * 7919) % ${USER_AGENTS}`);
  for (let from = 1; from <= HITS; from += 500_000) {
    const to = Math.min(HITS, from + 499_999);
    // Hits in time order, as they arrive: the nth hit is the nth of 90 days.
    await db.execute(sql`
      insert into bot_events (website_id, occurred_at, source, event, url, path, user_agent, ip, bot_name, bot_type,
                              operator, purpose, verification, duration_ms)
      select (select min(id) from websites) + g % ${WEBSITES},
             now() - interval '90 days' + (g::float8 / ${HITS}) * interval '90 days',
             'collect', case when g % 7 = 0 then 'page_leave' else 'page_view' end,
             '/page-' || ((g * 31) % 2000), '/page-' || ((g * 31) % 2000), ${ua},
             '10.0.' || ((g * 7919) % ${USER_AGENTS}) % 5 || '.1',
             'BenchBot' || ((g * 7919) % ${USER_AGENTS}) % ${OLD_NAMES}, 'other', 'Unknown', 'unknown',
             case when g % 10 = 0 then 'spoofed' else 'unverifiable' end, case when g % 7 = 0 then g % 5000 end
      from generate_series(${from}::bigint, ${to}::bigint) g`);
  }
  const hour = sql.raw(`date_trunc('hour', occurred_at at time zone 'UTC') at time zone 'UTC'`);
  await db.execute(sql`
    insert into bot_hourly_rollups (website_id, hour, bot_name, bot_type, page_views, verified, spoofed, last_seen_at, last_user_agent)
    select website_id, ${hour}, bot_name, bot_type, count(*), 0, count(*) filter (where verification = 'spoofed'),
           max(occurred_at), (array_agg(user_agent order by occurred_at desc))[1]
    from bot_events where event = 'page_view' group by 1, 2, 3, 4`);
  // A year of history before the raw hits: the same hours again, 180 and 271 days earlier.
  for (const days of [180, 271]) {
    await db.execute(sql`
      insert into bot_hourly_rollups (website_id, hour, bot_name, bot_type, page_views, verified, spoofed, last_seen_at, last_user_agent)
      select website_id, hour - ${days} * interval '1 day', bot_name, bot_type, page_views, verified, spoofed,
             last_seen_at - ${days} * interval '1 day', last_user_agent
      from bot_hourly_rollups where hour > now() - interval '91 days'`);
  }
  // One session per bot, address and three hours, ending on its last page view.
  await db.execute(sql`
    insert into bot_sessions (website_id, bot_name, bot_type, client_ip, started_at, last_seen_at, total_pages)
    select website_id, bot_name, bot_type, ip, min(occurred_at), max(occurred_at), count(*)
    from bot_events where event = 'page_view'
    group by website_id, bot_name, bot_type, ip, floor(extract(epoch from occurred_at) / 10800)`);
  await db.execute(sql`
    insert into bot_session_hourly_rollups (website_id, hour, bot_name, bot_type, sessions, duration_ms)
    select website_id, date_trunc('hour', started_at at time zone 'UTC') at time zone 'UTC', bot_name, bot_type,
           count(*), sum(round(extract(epoch from (last_seen_at - started_at)) * 1000))
    from bot_sessions group by 1, 2, 3, 4`);
  await new WindowClock(db).current();
  await db.execute(sql`analyze`);
}

async function pageViews(db: DatabaseHandle['db']) {
  const [row] = await executeRows<Record<string, string>>(
    db,
    sql`select (select sum(page_views) from bot_hourly_rollups) + (select coalesce(sum(page_views), 0) from human_hourly_page_views) as total,
               (select count(*) from bot_hourly_rollups) + (select count(*) from bot_session_hourly_rollups) as rollup_rows,
               (select count(*) from bot_sessions) as sessions`,
  );
  return { total: Number(row?.total), rollupRows: Number(row?.rollup_rows), sessions: Number(row?.sessions) };
}

/** `seeding`: where the fixture is written, without the statement timeout that the run itself keeps. */
async function measure(name: string, handle: DatabaseHandle, seeding: DatabaseHandle = handle) {
  await migrateDatabase(handle, config.migrationsDir);
  const seeded = Date.now();
  await seed(seeding.db);
  const seedSeconds = (Date.now() - seeded) / 1000;
  const before = await pageViews(handle.db);
  const ctx = systemCtx({ db: handle.db, config, log: pino({ level: 'silent' }) });
  const steps: number[] = [];
  const phaseSeconds: Record<string, number> = {};
  let last = Date.now();
  let phase = 'collecting';
  const reclassify = reclassifyVerb({
    classify: newClassification,
    fingerprint: 'bench-upgraded-registry',
    afterStep: (run) => {
      const elapsed = Date.now() - last;
      steps.push(elapsed);
      phaseSeconds[phase] = Math.round(((phaseSeconds[phase] ?? 0) + elapsed / 1000) * 10) / 10;
      phase = run.phase;
      last = Date.now();
    },
  });
  const started = Date.now();
  const outcome = await reclassify({ ctx, input: { trigger: 'command' } });
  const seconds = (Date.now() - started) / 1000;
  const after = await pageViews(handle.db);
  if (outcome.status !== 'finished') throw new Error(`run ended ${outcome.status}`);
  if (after.total !== before.total) throw new Error(`page views ${before.total} became ${after.total}`);
  const run = outcome.run;
  return {
    database: name,
    hits: HITS,
    changedPercent: CHANGED_PERCENT,
    userAgents: run?.userAgents,
    rollupRows: before.rollupRows,
    sessions: before.sessions,
    seedSeconds,
    seconds,
    hitsPerSecond: Math.round(HITS / seconds),
    hitsChanged: run?.hitsChanged,
    sessionsChanged: run?.sessionsChanged,
    rollupRowsMoved: run?.rollupsChanged,
    phaseSeconds,
    steps: steps.length,
    stepMs: { p50: quantile(steps, 0.5), p95: quantile(steps, 0.95), max: Math.max(...steps) },
    secondsFor10MillionHits: Math.round((seconds * 10_000_000) / HITS),
  };
}

const results = [];
const dataDir = mkdtempSync(join(tmpdir(), 'botlens-reclassify-bench-'));
if (process.env.BENCH_SKIP_PGLITE !== 'true') {
  const pglite = await openPglite(join(dataDir, 'pgdata'));
  results.push(await measure('pglite', pglite));
  await pglite.close();
}
rmSync(dataDir, { recursive: true, force: true });
const server = await throwawayPostgres();
if (server) {
  const postgres = openPostgres(server.url, { max: 4 });
  const seeding = openPostgres(server.url, { max: 1, statementTimeoutMs: 0 });
  results.push(await measure('postgres', postgres, seeding));
  await seeding.close();
  await postgres.close();
  await server.drop();
}
console.log(JSON.stringify({ results }));
