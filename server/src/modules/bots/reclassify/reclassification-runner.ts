import type { Job } from '../../../lib/jobs';
import type { Ctx } from '../../context';
import type { Reclassify, ReclassifyOutcome } from './reclassify';

/** After start, out of the way of the start-up's own work (the spool's replay, the windows' first build). */
const FIRST_RUN_AFTER_MS = 15_000;
/** How soon a run that stopped on an error is tried again, from the step it stopped at. */
const RETRY_EVERY_MS = 10 * 60_000;

/**
 * One reclassification at a time in this process, whoever asks: the job after start, or an administrator.
 * A run started here stops between two steps when the app closes, and goes on at the next start.
 */
export class ReclassificationRunner {
  private running: Promise<ReclassifyOutcome | undefined> | undefined;
  private readonly closing = new AbortController();

  constructor(
    private readonly ctx: Ctx,
    private readonly reclassify: Reclassify,
  ) {}

  /** The registry this server classifies with. */
  get fingerprint(): string {
    return this.reclassify.fingerprint;
  }

  get isRunning(): boolean {
    return this.running !== undefined;
  }

  /** The job's work: brings history to this registry when it is behind or a run stopped; else nothing. */
  async runIfDue(): Promise<void> {
    if (this.running) return;
    await this.start({ trigger: 'start' }).finished;
  }

  /**
   * Starts a run in the background, even when history is up to date (false when one is already going);
   * resolves once the run is open, so that its state can be read at once.
   */
  async startNow(requestedBy: number): Promise<boolean> {
    if (this.running) return false;
    await this.start({ trigger: 'admin', requestedBy, force: true }).opened;
    return true;
  }

  /** Stops the run after its current step and waits for that (the app's shutdown). */
  async stop(): Promise<void> {
    this.closing.abort();
    await this.running;
  }

  private start(input: { trigger: 'start' | 'admin'; requestedBy?: number; force?: boolean }) {
    let opened: () => void = () => {};
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const run = this.reclassify({
      ctx: this.ctx,
      input: { ...input, signal: this.closing.signal, onOpened: () => opened() },
    })
      .catch((error: unknown) => {
        this.ctx.log.error(
          { err: error },
          'bot reclassification stopped; it goes on from there at the next attempt',
        );
        return undefined;
      })
      .finally(() => {
        this.running = undefined;
        opened();
      });
    this.running = run;
    return { opened: open, finished: run };
  }
}

/** The runner as a job (lib/jobs.ts): after start, then every ten minutes in case a run stopped on an error. */
export function reclassificationJob(runner: ReclassificationRunner): Job {
  return {
    name: 'bot reclassification',
    firstRunAfterMs: FIRST_RUN_AFTER_MS,
    everyMs: RETRY_EVERY_MS,
    run: () => runner.runIfDue(),
  };
}
