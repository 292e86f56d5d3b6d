// A benchmark's account, website and bot page views, written straight into the database: the reads are
// measured, not the ingest (bench/track-throughput.ts measures that).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';
import { hashPassword } from '../server/src/modules/auth/password-hash';

/** The bots of the AI crawler policy's benchmarks: training, search and classic crawlers. */
export const POLICY_BENCH_BOTS = [
  'GPTBot',
  'ClaudeBot',
  'OAI-SearchBot',
  'PerplexityBot',
  'Googlebot',
  'bingbot',
  'CCBot',
  'Bytespider',
];

/** An account and its website, named after the benchmark (`name@example.com`, `name.example.com`). */
export async function insertBenchAccount(db: Database, name: string) {
  const password = await hashPassword('BenchPass123');
  const [user] = (
    (await db.execute(
      sql`insert into users (email, password_hash, first_name, last_name) values (${`${name}@example.com`}, ${password}, 'B', 'M') returning id`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  const userId = Number(user?.id);
  const [site] = (
    (await db.execute(
      sql`insert into websites (user_id, name, domain, tracking_id, ingest_key) values (${userId}, 'Bench', ${`${name}.example.com`}, ${`bt_${name}`}, ${`blk_${randomBytes(8).toString('hex')}`}) returning id`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  return { userId, websiteId: Number(site?.id) };
}

/**
 * `hits` page views by the given bots over `pages` paths (/page-N), spread over the last `days` days
 * (ending two hours ago), in statements of half a million rows.
 */
export async function insertBenchBotHits(
  db: Database,
  websiteId: number,
  { hits, pages, days, bots }: { hits: number; pages: number; days: number; bots: readonly string[] },
) {
  const names = sql.param(bots);
  for (let from = 1; from <= hits; from += 500_000) {
    const to = Math.min(hits, from + 499_999);
    await db.execute(sql`
      insert into bot_events (website_id, occurred_at, source, event, url, path, user_agent, ip, bot_name, bot_type, operator, purpose, verification)
      select ${websiteId}, now() - interval '2 hours' - ((g * 7919) % (${days} * 86400)) * interval '1 second', 'collect', 'page_view',
             '/page-' || ((g * 31) % ${pages}), '/page-' || ((g * 31) % ${pages}), 'bench-agent', '203.0.113.' || (g % 250),
             (${names}::text[])[1 + (g * 13) % ${bots.length}], 'ai_crawler', 'Bench', 'search', 'verified'
      from generate_series(${from}::bigint, ${to}::bigint) g`);
  }
}
