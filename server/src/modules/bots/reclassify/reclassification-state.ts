import {
  RECLASSIFICATION_STEPS,
  type ReclassificationRun,
  type ReclassificationStateResponse,
  type ReclassificationStepProgress,
} from '@botlens/contracts';
import { ConflictError } from '../../../lib/errors';
import type { Ctx, UserCtx } from '../../context';
import type { ReclassificationRunner } from './reclassification-runner';
import { latestFinishedRun, latestRun, type ReclassificationRow } from './reclassification-runs.queries';

/** Each step's rows done, of how many, and how many changed, as the run row counts them. */
export function stepsOf(run: ReclassificationRow): ReclassificationStepProgress[] {
  const ended = run.phase === 'finished';
  const reached = ended ? RECLASSIFICATION_STEPS.length : RECLASSIFICATION_STEPS.indexOf(run.phase as never);
  const figures = {
    collecting: { done: reached > 0 ? 1 : 0, total: 1, changed: 0 },
    classifying: { done: run.userAgentsClassified, total: run.userAgents, changed: 0 },
    sessions: { done: run.sessionsDone, total: run.sessionsTotal, changed: run.sessionsChanged },
    hits: { done: run.hitsDone, total: run.hitsTotal, changed: run.hitsChanged },
    rollups: { done: run.rollupsDone, total: run.rollupsTotal, changed: run.rollupsChanged },
  };
  return RECLASSIFICATION_STEPS.map((step, index) => {
    const { done, total, changed } = figures[step];
    // A step behind the run is whole; one ahead has not begun, whatever its counters say.
    const shown = index < reached ? total : index > reached ? 0 : Math.min(done, total);
    return { step, done: shown, total, changed };
  });
}

/**
 * The whole run from 0 to 1: the rows of every step weighed alike (a user agent as a hit), the first step
 * as one row. A superseded run (a newer registry took over) shows nothing done.
 */
export function progressOf(
  steps: ReclassificationStepProgress[],
  phase: ReclassificationRow['phase'],
): number {
  if (phase === 'finished') return 1;
  const total = steps.reduce((sum, step) => sum + step.total, 0);
  const done = steps.reduce((sum, step) => sum + step.done, 0);
  return total === 0 ? 0 : Math.min(1, done / total);
}

export function toRunDto(run: ReclassificationRow): ReclassificationRun {
  const steps = stepsOf(run);
  return {
    id: run.id,
    targetFingerprint: run.targetFingerprint,
    trigger: run.trigger,
    requestedBy: run.requestedBy,
    phase: run.phase,
    steps,
    progress: progressOf(steps, run.phase),
    lastError: run.lastError,
    startedAt: run.startedAt.toISOString(),
    updatedAt: run.updatedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/** Whether stored history follows this server's registry, and the newest run's progress. */
export async function readReclassificationState({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { registryFingerprint: string; running: boolean };
}): Promise<ReclassificationStateResponse> {
  const [run, finished] = await Promise.all([latestRun(ctx.db), latestFinishedRun(ctx.db)]);
  const dataFingerprint = finished?.targetFingerprint ?? null;
  return {
    registryFingerprint: input.registryFingerprint,
    dataFingerprint,
    upToDate: dataFingerprint === input.registryFingerprint && run?.phase === 'finished',
    running: input.running,
    run: run ? toRunDto(run) : null,
  };
}

/**
 * An administrator's "reclassify now": starts a run in the background (resuming a stopped one for this
 * registry), recorded in the log with who asked; a run already going in this server is a conflict.
 */
export function startReclassificationVerb(runner: ReclassificationRunner) {
  return async function startReclassification({
    ctx,
  }: {
    ctx: UserCtx;
  }): Promise<ReclassificationStateResponse> {
    if (!(await runner.startNow(ctx.actor.id)))
      throw new ConflictError('A reclassification is already running');
    ctx.log.info({ actor: ctx.actor.id }, 'bot reclassification started by an administrator');
    return readReclassificationState({
      ctx,
      input: { registryFingerprint: runner.fingerprint, running: runner.isRunning },
    });
  };
}
