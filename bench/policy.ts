// The AI crawler policy's heavy reads: a robots.txt simulated against BENCH_POLICY_HITS (default 1 million)
// bot hits in the last 30 days of one website (p50/p95 of POST /api/websites/:id/robots/simulate, on PGlite
// and on PostgreSQL), and the content analysis of a 20,000-word text.
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { DatabaseHandle } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';
import { createSession } from '../server/src/modules/auth/sessions.queries';
import { analyzeContent } from '../server/src/modules/content-analysis/analyze-content';
import { WindowClock } from '../server/src/modules/page-windows/window-clock';
import { insertBenchAccount, insertBenchBotHits, POLICY_BENCH_BOTS } from './bot-hits';
import { onEachDatabase, timeRuns } from './lib';

const HITS = Number(process.env.BENCH_POLICY_HITS ?? 1_000_000);
const PAGES = 5000;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const config = { ...loadConfig({}), publicUrl: 'http://localhost:5000' };
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
  const { userId, websiteId } = await insertBenchAccount(db, 'policy');
  const started = Date.now();
  await insertBenchBotHits(db, websiteId, { hits: HITS, pages: PAGES, days: 27, bots: POLICY_BENCH_BOTS });
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
