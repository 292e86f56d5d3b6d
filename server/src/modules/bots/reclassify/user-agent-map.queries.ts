import type { BotClassification } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import { type Database, type Transaction, withoutStatementTimeout } from '../../../db/client';
import { executeRows } from '../../../db/rows';
import { unnestRows } from '../../tracking/ingest/sql-arrays';
import { WEBDRIVER_BROWSER } from '../default-bot-detection';
import { HITS, inSlice, nextSlice, ROLLUP_HOURS } from './key-slices.queries';
import { advanceRun, lockRun } from './reclassification-runs.queries';

/**
 * A rollup row keeps its last user agent but not the snippet's webdriver flag: a row named after the
 * WebDriver-driven browser had it, since nothing else gives a person's string that name.
 */
export function rollupWebdriver(alias: string) {
  return sql`(${sql.raw(alias)}.bot_name = ${WEBDRIVER_BROWSER.name})`;
}

/** The raw hits, then the hourly rollups: where collecting walks, each by its key. */
const COLLECTED = { hits: HITS, rollups: ROLLUP_HOURS } as const;
type Collected = keyof typeof COLLECTED;

/**
 * One step of filling the run's user-agent map with every distinct (user agent, webdriver) of the raw hits
 * and every last user agent of the hourly rollups: a slice of either table by its key, each user agent
 * added once (the run row's lock keeps two workers' steps apart). The first step empties the map and counts
 * what the later steps will walk; the cursor is the table and the key reached. Returns whether any is left.
 */
export async function collectUserAgentsStep(db: Database, runId: number, size: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const run = await lockRun(tx, runId);
    if (run?.phase !== 'collecting') return false;
    const [part, ...after] = run.cursor ?? [];
    if (part === undefined) {
      await startCollecting(tx, runId);
      return true;
    }
    const table = COLLECTED[part as Collected];
    const slice = await nextSlice(tx, table, after.length > 0 ? after : null, size);
    const source =
      part === 'hits'
        ? sql`select distinct t.user_agent, coalesce(t.webdriver, false) from bot_events t
              where ${inSlice(table, 't', slice)}`
        : sql`select distinct t.last_user_agent, ${rollupWebdriver('t')} from bot_hourly_rollups t
              where ${inSlice(table, 't', slice)} and t.last_user_agent is not null`;
    await tx.execute(sql`
      insert into bot_reclassification_user_agents (user_agent, webdriver)
      select s.user_agent, s.webdriver from (${source}) as s(user_agent, webdriver)
      where not exists (select 1 from bot_reclassification_user_agents m
                        where m.user_agent = s.user_agent and m.webdriver = s.webdriver)`);
    if (slice.end !== null) {
      await advanceRun(tx, runId, { cursor: [part, ...slice.end] });
      return true;
    }
    if (part === 'hits') {
      await advanceRun(tx, runId, { cursor: ['rollups'] });
      return true;
    }
    const [counted] = await executeRows<{ n: string }>(
      tx,
      sql`select count(*) as n from bot_reclassification_user_agents`,
    );
    await advanceRun(tx, runId, {
      phase: 'classifying',
      cursor: null,
      set: { userAgents: Number(counted?.n) },
    });
    return false;
  });
}

/** Empties the map of an earlier run and counts the rows the run will walk (for its progress only). */
async function startCollecting(tx: Transaction, runId: number): Promise<void> {
  // Counting every stored row may take longer than a request may, on a large database (it holds no lock
  // that ingest waits for).
  await withoutStatementTimeout(tx);
  await tx.execute(sql`delete from bot_reclassification_user_agents`);
  const [counts] = await executeRows<Record<string, string>>(
    tx,
    sql`select (select count(*) from bot_sessions) as sessions, (select count(*) from bot_events) as hits,
               (select count(*) from bot_hourly_rollups) + (select count(*) from bot_session_hourly_rollups) as rollups`,
  );
  await advanceRun(tx, runId, {
    cursor: ['hits'],
    set: {
      sessionsTotal: Number(counts?.sessions ?? 0),
      hitsTotal: Number(counts?.hits ?? 0),
      rollupsTotal: Number(counts?.rollups ?? 0),
    },
  });
}

export type ClassifyStored = (userAgent: string, webdriver: boolean) => BotClassification;

type ClassifiedRow = {
  id: number;
  isBot: boolean;
  botName: string | null;
  botType: string | null;
  operator: string | null;
  purpose: string | null;
  verificationMethod: string | null;
};

/**
 * Classifies the next `size` user agents of the map, in the order of their ids, once each; the cursor is
 * the last id done. Returns whether any were left (false: the map is classified and the run moved on).
 */
export async function classifyUserAgentsStep(
  db: Database,
  runId: number,
  size: number,
  classify: ClassifyStored,
  methodOf: (botName: string) => string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const run = await lockRun(tx, runId);
    if (run?.phase !== 'classifying') return false;
    const after = Number(run.cursor?.[0] ?? 0);
    const rows = await executeRows<{ id: string; user_agent: string; webdriver: boolean }>(
      tx,
      sql`select id, user_agent, webdriver from bot_reclassification_user_agents
          where id > ${after} order by id limit ${size}`,
    );
    if (rows.length === 0) {
      // The later steps join every stored row to the map: the planner must know its size.
      await tx.execute(sql`analyze bot_reclassification_user_agents`);
      await advanceRun(tx, runId, { phase: 'sessions', cursor: null });
      return false;
    }
    const classified: ClassifiedRow[] = rows.map((row) => {
      const bot = classify(row.user_agent, row.webdriver);
      return {
        id: Number(row.id),
        isBot: bot.isBot,
        botName: bot.name,
        botType: bot.type,
        operator: bot.operator,
        purpose: bot.purpose,
        verificationMethod: bot.isBot ? methodOf(bot.name) : null,
      };
    });
    await tx.execute(sql`
      update bot_reclassification_user_agents m set is_bot = v.is_bot, bot_name = v.bot_name,
        bot_type = v.bot_type, operator = v.operator, purpose = v.purpose,
        verification_method = v.verification_method
      from ${unnestRows(classified, [
        ['id', 'bigint'],
        ['isBot', 'boolean'],
        ['botName', 'text'],
        ['botType', 'text'],
        ['operator', 'text'],
        ['purpose', 'text'],
        ['verificationMethod', 'text'],
      ])} as v(id, is_bot, bot_name, bot_type, operator, purpose, verification_method)
      where m.id = v.id`);
    const last = classified[classified.length - 1] as ClassifiedRow;
    await advanceRun(tx, runId, { cursor: [String(last.id)], add: { userAgentsClassified: rows.length } });
    return true;
  });
}
