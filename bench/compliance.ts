// robots.txt compliance over a busy site's 90 days: BENCH_COMPLIANCE_HITS (default 1 million) bot page views
// over 5,000 pages, judged against six robots.txt versions (one unreachable) recorded along the window
// (p50/p95 of GET /api/websites/:id/robots/compliance?days=90, on PGlite and on PostgreSQL).
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { DatabaseHandle } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { createSession } from '../server/src/modules/auth/sessions.queries';
import { recordLiveRobotsTxt } from '../server/src/modules/robots-policy/live-robots-versions';
import { insertBenchAccount, insertBenchBotHits, POLICY_BENCH_BOTS } from './bot-hits';
import { onEachDatabase, timeRuns } from './lib';

const HITS = Number(process.env.BENCH_COMPLIANCE_HITS ?? 1_000_000);
const PAGES = 5000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DAY_MS = 86_400_000;
const config = { ...loadConfig({}), publicUrl: 'http://localhost:5000' };
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
  const { userId, websiteId } = await insertBenchAccount(db, 'compliance');
  const started = Date.now();
  await insertBenchBotHits(db, websiteId, { hits: HITS, pages: PAGES, days: 88, bots: POLICY_BENCH_BOTS });
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
