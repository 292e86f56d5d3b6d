// robots.txt compliance over a busy site's 90 days: BENCH_COMPLIANCE_HITS (default 1 million) bot page views
// over 5,000 pages, judged against six robots.txt versions (one unreachable) recorded along the window
// (p50/p95 of GET /api/websites/:id/robots/compliance?days=90, on PGlite and on PostgreSQL).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { DatabaseHandle } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { hashPassword } from '../server/src/modules/auth/password-hash';
import { createSession } from '../server/src/modules/auth/sessions.queries';
import { recordLiveRobotsTxt } from '../server/src/modules/robots-policy/live-robots-versions';
import { onEachDatabase, timeRuns } from './lib';

const HITS = Number(process.env.BENCH_COMPLIANCE_HITS ?? 1_000_000);
const PAGES = 5000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DAY_MS = 86_400_000;
const config = { ...loadConfig({}), publicUrl: 'http://localhost:5000' };
const BOTS = [
  'GPTBot',
  'ClaudeBot',
  'OAI-SearchBot',
  'PerplexityBot',
  'Googlebot',
  'bingbot',
  'CCBot',
  'Bytespider',
];
const STRICT =
  'User-agent: GPTBot\nUser-agent: ClaudeBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: *\nDisallow: /page-1\nDisallow: /*.pdf$\nAllow: /page-10$\n';
const LOOSE = 'User-agent: *\nDisallow: /page-2\n';
/** The versions, by days before now: the file changes back and forth, and the site failed once. */
const VERSIONS = [
  { daysAgo: 100, outcome: 'ok', robotsTxt: LOOSE },
  { daysAgo: 75, outcome: 'ok', robotsTxt: STRICT },
  { daysAgo: 60, outcome: 'unreachable', robotsTxt: '' },
  { daysAgo: 59, outcome: 'ok', robotsTxt: STRICT },
  { daysAgo: 30, outcome: 'ok', robotsTxt: LOOSE },
  { daysAgo: 10, outcome: 'ok', robotsTxt: STRICT },
] as const;

async function load(handle: DatabaseHandle) {
  const db = handle.db;
  const password = await hashPassword('BenchPass123');
  const [user] = (
    (await db.execute(
      sql`insert into users (email, password_hash, first_name, last_name) values ('compliance@example.com', ${password}, 'B', 'M') returning id`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  const userId = Number(user?.id);
  const [site] = (
    (await db.execute(
      sql`insert into websites (user_id, name, domain, tracking_id, ingest_key) values (${userId}, 'Bench', 'compliance.example.com', 'bt_compliance', ${`blk_${randomBytes(8).toString('hex')}`}) returning id`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  const websiteId = Number(site?.id);
  const names = sql.param(BOTS);
  const started = Date.now();
  for (let from = 1; from <= HITS; from += 500_000) {
    const to = Math.min(HITS, from + 499_999);
    await db.execute(sql`
      insert into bot_events (website_id, occurred_at, source, event, url, path, user_agent, ip, bot_name, bot_type, operator, purpose, verification)
      select ${websiteId}, now() - interval '2 hours' - ((g * 7919) % (88 * 86400)) * interval '1 second', 'collect', 'page_view',
             '/page-' || ((g * 31) % ${PAGES}), '/page-' || ((g * 31) % ${PAGES}), 'bench-agent', '203.0.113.' || (g % 250),
             (${names}::text[])[1 + (g * 13) % ${BOTS.length}], 'ai_crawler', 'Bench', 'search', 'verified'
      from generate_series(${from}::bigint, ${to}::bigint) g`);
  }
  for (const version of VERSIONS) {
    const { daysAgo, ...fetched } = version;
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    await recordLiveRobotsTxt(
      db,
      websiteId,
      { ...fetched, httpStatus: fetched.outcome === 'ok' ? 200 : 503 },
      at,
    );
  }
  await db.execute(sql`analyze`);
  return { userId, websiteId, loadSeconds: (Date.now() - started) / 1000 };
}

async function measure(name: string, handle: DatabaseHandle) {
  await migrateDatabase(handle, config.migrationsDir);
  const { userId, websiteId, loadSeconds } = await load(handle);
  const app = await buildApp({ config, database: handle });
  const cookie = `botlens_session=${await createSession(handle.db, userId, 1)}`;
  let judged = 0;
  let disallowed = 0;
  const complianceMs = await timeRuns(RUNS, async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/robots/compliance?days=90`,
      headers: { cookie },
    });
    if (response.statusCode !== 200) throw new Error(`compliance: ${response.statusCode} ${response.body}`);
    const result = response.json();
    judged = result.bots.reduce((sum: number, bot: { hits: number }) => sum + bot.hits, 0);
    disallowed = result.bots.reduce(
      (sum: number, bot: { disallowedHits: number }) => sum + bot.disallowedHits,
      0,
    );
  });
  await app.close();
  return {
    database: name,
    hits: HITS,
    pages: PAGES,
    versions: VERSIONS.length,
    loadSeconds,
    judged,
    disallowed,
    complianceMs,
  };
}

const results = await onEachDatabase('botlens-compliance-bench-', measure);
console.log(
  JSON.stringify({ benchmark: 'compliance', targets: { complianceMsPostgres: 2000 }, compliance: results }),
);
