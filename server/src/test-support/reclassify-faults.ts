import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ReclassificationPhase } from '../db/schema';
import type { ReclassificationRow } from '../modules/bots/reclassify/reclassification-runs.queries';

/** What a test's "crash" throws: the process stopping between two steps of a reclassification. */
export class SimulatedCrash extends Error {}

/**
 * An afterStep hook that stops the run, as a killed process would, once `steps` steps of `phase` have
 * committed: the run's state is whatever those steps left.
 */
export function crashAfterSteps(phase: ReclassificationPhase, steps: number) {
  let seen = 0;
  return (run: ReclassificationRow) => {
    if (run.phase !== phase) return;
    seen += 1;
    if (seen >= steps) throw new SimulatedCrash(`stopped after ${seen} steps of ${phase}`);
  };
}

/**
 * Makes PostgreSQL refuse page-window writes for one bot name (as refusing-database.ts refuses hits): the
 * hits step that would add that name's windows fails halfway, after it has updated raw hits and rollups in
 * the same transaction.
 */
export async function refuseWindowWrites(db: Database, botName: string): Promise<() => Promise<void>> {
  await db.execute(
    sql.raw(`create function refuse_window_writes() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure halfway through a step'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_window_writes before insert or update on bot_page_windows for each row
      when (new.bot_name = '${botName.replaceAll("'", "''")}') execute function refuse_window_writes()`),
  );
  return async () => {
    await db.execute(sql`drop trigger if exists refuse_window_writes on bot_page_windows`);
    await db.execute(sql`drop function if exists refuse_window_writes()`);
  };
}
