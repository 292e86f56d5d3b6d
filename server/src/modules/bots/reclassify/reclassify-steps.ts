import type { Database, Transaction } from '../../../db/client';
import type { ReclassificationPhase } from '../../../db/schema';
import { lockClock } from '../../page-windows/page-windows.queries';
import { HITS, type KeyedTable, nextSlice, ROLLUP_HOURS, SESSIONS, type Slice } from './key-slices.queries';
import { advanceRun, type Counter, lockRun, type ReclassificationRow } from './reclassification-runs.queries';
import { reclassifyHitsStep } from './reclassify-hits.queries';
import { reclassifyRollupsStep } from './reclassify-rollups.queries';
import { reclassifySessionsStep } from './reclassify-sessions.queries';

type Total = 'sessionsTotal' | 'hitsTotal' | 'rollupsTotal';

/** A phase that walks a table by its key, a slice per step, each slice in one transaction. */
type SlicedPhase = {
  table: KeyedTable;
  next: ReclassificationPhase;
  total: Total;
  done: Counter;
  changed: Counter;
  work: (tx: Transaction, runId: number, slice: Slice, clockHour: number | null) => Promise<number>;
};

export const SLICED_PHASES: Partial<Record<ReclassificationPhase, SlicedPhase>> = {
  sessions: {
    table: SESSIONS,
    next: 'hits',
    total: 'sessionsTotal',
    done: 'sessionsDone',
    changed: 'sessionsChanged',
    work: (tx, _runId, slice) => reclassifySessionsStep(tx, slice),
  },
  hits: {
    table: HITS,
    next: 'rollups',
    total: 'hitsTotal',
    done: 'hitsDone',
    changed: 'hitsChanged',
    work: reclassifyHitsStep,
  },
  rollups: {
    table: ROLLUP_HOURS,
    next: 'finished',
    total: 'rollupsTotal',
    done: 'rollupsDone',
    changed: 'rollupsChanged',
    work: (tx, runId, slice) => reclassifyRollupsStep(tx, runId, slice),
  },
};

/**
 * One slice of a phase, in one transaction with the run's cursor and counts: it commits whole or not at all.
 * The window clock is taken first, exclusively, as retention and the clock's own moves take it: every ingest
 * batch that writes a bot hit takes it (shared) before it touches rollups, sessions or windows, so a step
 * and a batch never interleave on those rows, and the batch simply waits for the step to commit. Returns
 * the run's phase after the step (another worker may have moved it on meanwhile).
 */
export async function runSlicedStep(
  db: Database,
  runId: number,
  phase: ReclassificationPhase,
  size: number,
): Promise<ReclassificationPhase | undefined> {
  const spec = SLICED_PHASES[phase];
  if (!spec) throw new Error(`${phase} is not a sliced phase`);
  return db.transaction(async (tx) => {
    const clockHour = await lockClock(tx, 'update');
    const run = await lockRun(tx, runId);
    if (run?.phase !== phase) return run?.phase;
    const slice = await nextSlice(tx, spec.table, run.cursor, size);
    const changed = await spec.work(tx, runId, slice, clockHour);
    const last = slice.end === null;
    await advanceRun(tx, runId, {
      phase: last ? spec.next : undefined,
      cursor: last ? null : slice.end,
      add: { [spec.changed]: changed },
      set: {
        [spec.done]: doneAfter(run, spec, size, last),
        ...(last && spec.next === 'finished' ? { finishedAt: new Date() } : {}),
      },
    });
    return last ? spec.next : phase;
  });
}

function doneAfter(run: ReclassificationRow, spec: SlicedPhase, size: number, last: boolean): number {
  // Rows stored meanwhile can make the walk longer than the count taken at the start: it stays at the total.
  return last ? run[spec.total] : Math.min(run[spec.done] + size, run[spec.total]);
}
