// The AI crawler policy's heavy reads: a robots.txt simulated against BENCH_POLICY_HITS (default 1 million)
// bot hits in the last 30 days of one website (p50/p95 of POST /api/websites/:id/robots/simulate, on PGlite
// and on PostgreSQL), and the content analysis of a 20,000-word text.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { DatabaseHandle } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { hashPassword } from '../server/src/modules/auth/password-hash';
import { createSession } from '../server/src/modules/auth/sessions.queries';
import { analyzeContent } from '../server/src/modules/content-analysis/analyze-content';
import { WindowClock } from '../server/src/modules/page-windows/window-clock';
import { onEachDatabase, timeRuns } from './lib';

const HITS = Number(process.env.BENCH_POLICY_HITS ?? 1_000_000);
const PAGES = 5000;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
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
const ROBOTS = [
  'User-agent: GPTBot',
  'User-agent: ClaudeBot',
  'User-agent: CCBot',
  'Disallow: /',
  '',
  'User-agent: *',
  'Disallow: /page-1',
  'Disallow: /*.pdf$',
  'Allow: /page-10$',
].join('\n');

async function load(handle: DatabaseHandle) {
  const db = handle.db;
  const password = await hashPassword('BenchPass123');
  const [user] = (
    (await db.execute(
      sql`insert into users (email, password_hash, first_name, last_name) values ('policy@example.com', ${password}, 'B', 'M') returning id`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  const userId = Number(user?.id);
  const [site] = (
    (await db.execute(
      sql`insert into websites (user_id, name, domain, tracking_id, ingest_key) values (${userId}, 'Bench', 'policy.example.com', 'bt_policy', ${`blk_${randomBytes(8).toString('hex')}`}) returning id`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  const websiteId = Number(site?.id);
  const names = sql.param(BOTS);
  const started = Date.now();
  for (let from = 1; from <= HITS; from += 500_000) {
    const to = Math.min(HITS, from + 499_999);
    await db.execute(sql`
      insert into bot_events (website_id, occurred_at, source, event, url, path, user_agent, ip, bot_name, bot_type, operator, purpose, verification)
      select ${websiteId}, now() - interval '2 hours' - ((g * 7919) % (27 * 86400)) * interval '1 second', 'collect', 'page_view',
             '/page-' || ((g * 31) % ${PAGES}), '/page-' || ((g * 31) % ${PAGES}), 'bench-agent', '203.0.113.' || (g % 250),
             (${names}::text[])[1 + (g * 13) % ${BOTS.length}], 'ai_crawler', 'Bench', 'search', 'verified'
      from generate_series(${from}::bigint, ${to}::bigint) g`);
  }
  await db.execute(sql`analyze`);
  const loadSeconds = (Date.now() - started) / 1000;
  // The page windows are built from the raw hits the first time the clock runs (as after an upgrade).
  await new WindowClock(db).current();
  await db.execute(sql`analyze`);
  return { userId, websiteId, loadSeconds };
}

async function measure(name: string, handle: DatabaseHandle) {
  await migrateDatabase(handle, config.migrationsDir);
  const { userId, websiteId, loadSeconds } = await load(handle);
  const app = await buildApp({ config, database: handle });
  const cookie = `botlens_session=${await createSession(handle.db, userId, 1)}`;
  let disallowed = 0;
  const simulateMs = await timeRuns(RUNS, async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/robots/simulate`,
      headers: { cookie },
      payload: { robotsTxt: ROBOTS, days: 30 },
    });
    if (response.statusCode !== 200) throw new Error(`simulate: ${response.statusCode} ${response.body}`);
    const result = response.json();
    if (result.totalHits !== HITS) throw new Error(`simulate counted ${result.totalHits} of ${HITS} hits`);
    disallowed = result.bots.reduce(
      (sum: number, bot: { disallowedHits: number }) => sum + bot.disallowedHits,
      0,
    );
  });
  await app.close();
  return { database: name, hits: HITS, pages: PAGES, loadSeconds, disallowedHits: disallowed, simulateMs };
}

async function contentAnalysisMs() {
  const paragraph =
    'According to the 2024 report by Gartner, 42% of marketers use AI search every week. What is answer engine optimisation? It is the practice of writing pages that answer engines can quote. "Short sentences get quoted," said Jane Doe of Example Labs.\n- one point\n- another point\n## How does it work?\n';
  let text = '';
  while (text.split(/\s+/).length < 20_000) text += paragraph;
  const words = text.split(/\s+/).length;
  return { words, ...(await timeRuns(RUNS, () => analyzeContent(text))) };
}

const results = await onEachDatabase('botlens-policy-bench-', measure);
console.log(
  JSON.stringify({
    benchmark: 'policy',
    targets: { simulateMsPostgres: 1000, contentAnalysisMs: 200 },
    simulate: results,
    contentAnalysis: await contentAnalysisMs(),
  }),
);
