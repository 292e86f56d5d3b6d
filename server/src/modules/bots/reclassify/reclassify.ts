import type { BotClassification } from '@botlens/contracts';
import type { ReclassificationPhase } from '../../../db/schema';
import type { Ctx } from '../../context';
import { BOT_REGISTRY, type BotVerificationMethod, findBotByName } from '../bot-registry';
import { classifyUserAgentUncached } from '../classify-user-agent';
import { WEBDRIVER_BROWSER } from '../default-bot-detection';
import {
  findRun,
  openRun,
  type ReclassificationRow,
  type RunTrigger,
  recordRunError,
} from './reclassification-runs.queries';
import { runSlicedStep } from './reclassify-steps';
import { registryFingerprint, verificationMethodKey, verificationMethodsOf } from './registry-fingerprint';
import { DEFAULT_STEP_SIZE, type StepSizeLimits, StepSizer } from './step-size';
import { classifyUserAgentsStep, collectUserAgentsStep } from './user-agent-map.queries';

/** Who sent a stored hit, by the registry this server runs: the ingest pipeline's answer, without its cache. */
export function classifyStoredHit(userAgent: string, hit?: { webdriver?: boolean }): BotClassification {
  const bot = classifyUserAgentUncached(userAgent);
  return !bot.isBot && hit?.webdriver === true ? WEBDRIVER_BROWSER : bot;
}

export type ReclassifyDeps = {
  /** The classifier history is brought to; the shipped one by default (tests give another registry). */
  classify?: (userAgent: string, hit?: { webdriver?: boolean }) => BotClassification;
  /** The verification method of a bot of that registry, by name. */
  verificationOf?: (botName: string) => BotVerificationMethod | undefined;
  /** That registry's fingerprint (registryFingerprint) and its bots' methods (verificationMethodsOf). */
  fingerprint?: string;
  verificationMethods?: Record<string, string>;
  stepSize?: StepSizeLimits;
  /** Called after every committed step with the run as it now stands (progress lines of the command). */
  afterStep?: (run: ReclassificationRow) => void | Promise<void>;
};

export type ReclassifyInput = {
  trigger: RunTrigger;
  requestedBy?: number | null;
  /** Run even when history already matches the registry. */
  force?: boolean;
  /** Stops the run between two steps; it goes on from there next time. */
  signal?: AbortSignal;
  /** Told the run once it is open (undefined: history is up to date), before its first step. */
  onOpened?: (run: ReclassificationRow | undefined) => void;
};

export type ReclassifyOutcome = {
  status: 'up-to-date' | 'finished' | 'stopped' | 'superseded';
  run?: ReclassificationRow;
};

/** Attempts at one step before the run stops with the error (the next run goes on from that step). */
const STEP_ATTEMPTS = 4;

/**
 * Brings stored history to the registry this server runs, made once per app (or command) with the
 * classifier as a collaborator: each distinct user agent is classified once, then sessions, raw hits and
 * the rollups older than them are updated by user agent, in set-based steps that each commit their changes
 * with the run's cursor. Resumes the unfinished run for this registry when there is one.
 */
export function reclassifyVerb(deps: ReclassifyDeps = {}) {
  const classify = deps.classify ?? classifyStoredHit;
  const verificationOf = deps.verificationOf ?? ((name: string) => findBotByName(name)?.verification);
  const fingerprint = deps.fingerprint ?? registryFingerprint();
  const verificationMethods = deps.verificationMethods ?? verificationMethodsOf(BOT_REGISTRY);
  const classifyStored = (userAgent: string, webdriver: boolean) =>
    classify(userAgent, webdriver ? { webdriver } : undefined);
  const methodOf = (name: string) => verificationMethodKey(verificationOf(name));

  async function reclassify({
    ctx,
    input,
  }: {
    ctx: Ctx;
    input: ReclassifyInput;
  }): Promise<ReclassifyOutcome> {
    const run = await openRun(ctx.db, {
      fingerprint,
      trigger: input.trigger,
      requestedBy: input.requestedBy,
      force: input.force,
      verificationMethods,
    });
    input.onOpened?.(run);
    if (!run) return { status: 'up-to-date' };
    ctx.log.info(
      { run: run.id, trigger: run.trigger, registry: fingerprint.slice(0, 12), phase: run.phase },
      'bot reclassification started',
    );
    const started = Date.now();
    // Each phase's rows cost differently: a size of its own for each.
    const sizers = new Map<ReclassificationPhase, StepSizer>();
    const sizerOf = (phase: ReclassificationPhase) => {
      const sizer = sizers.get(phase) ?? new StepSizer(deps.stepSize ?? DEFAULT_STEP_SIZE);
      sizers.set(phase, sizer);
      return sizer;
    };
    const step = (phase: ReclassificationPhase, size: number) => {
      if (phase === 'collecting') return collectUserAgentsStep(ctx.db, run.id, size);
      if (phase === 'classifying')
        return classifyUserAgentsStep(ctx.db, run.id, size, classifyStored, methodOf);
      return runSlicedStep(ctx.db, run.id, phase, size);
    };
    let phase: ReclassificationPhase = run.phase;
    while (phase !== 'finished' && phase !== 'superseded') {
      if (input.signal?.aborted) {
        ctx.log.info(
          { run: run.id, phase },
          'bot reclassification paused; it goes on from here at the next start',
        );
        return { status: 'stopped', run: await findRun(ctx.db, run.id) };
      }
      const current = phase;
      await withAttempts(ctx, run.id, sizerOf(current), (size) => step(current, size));
      const now = await findRun(ctx.db, run.id);
      if (!now) throw new Error(`reclassification run ${run.id} is gone`);
      phase = now.phase;
      await deps.afterStep?.(now);
    }
    const ended = await findRun(ctx.db, run.id);
    if (phase === 'superseded') return { status: 'superseded', run: ended };
    ctx.log.info(
      {
        run: run.id,
        seconds: Math.round((Date.now() - started) / 100) / 10,
        userAgents: ended?.userAgents,
        hitsChanged: ended?.hitsChanged,
        sessionsChanged: ended?.sessionsChanged,
        rollupsChanged: ended?.rollupsChanged,
      },
      'bot reclassification finished',
    );
    return { status: 'finished', run: ended };
  }
  // The registry it brings history to, for the administrator's view.
  return Object.assign(reclassify, { fingerprint });
}

export type Reclassify = ReturnType<typeof reclassifyVerb>;

/**
 * A step that fails (a deadlock detected by the database, a statement timeout, a dropped connection) is
 * tried again, smaller: it changed nothing, since it is one transaction. After the last attempt the run
 * stops with the error recorded, to go on from this step at the next attempt.
 */
async function withAttempts(
  ctx: Ctx,
  runId: number,
  sizer: StepSizer,
  step: (size: number) => Promise<unknown>,
) {
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    try {
      await step(sizer.current);
      sizer.record(Date.now() - started);
      return;
    } catch (error) {
      sizer.failed();
      const message = rootMessage(error);
      if (attempt >= STEP_ATTEMPTS) {
        await recordRunError(ctx.db, runId, message).catch(() => {});
        throw error;
      }
      ctx.log.warn({ err: error, run: runId, attempt }, 'bot reclassification step failed; trying again');
      await new Promise((resolve) => setTimeout(resolve, 100 * 4 ** (attempt - 1)));
    }
  }
}

/** The database's own words: a failed query's error wraps them with the whole statement. */
function rootMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
