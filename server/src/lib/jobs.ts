/** What the registry needs of a logger (pino's, the app's). */
export type JobLogger = {
  error: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
};

type When =
  /** Runs every `everyMs`. */
  | { everyMs: number; schedule?: never }
  /** Runs at the time `schedule` gives after each run is due: work tied to the clock (just after each hour). */
  | { schedule: (now: number) => number; everyMs?: never };

export type Job = When & {
  /** Says what the job does; its failures are logged as "<name> failed". */
  name: string;
  /** When the first run is due, from registration; without it, the first time the schedule gives. */
  firstRunAfterMs?: number;
  run: () => Promise<void>;
};

/**
 * The one registry of timers and scheduled work: retention clean-up, the page windows' clock, the website
 * purge's retries. The jobs still to come register here as well: feed polling, the monthly usage reset,
 * the daily robots.txt fetch, digests. A job written here gets, for free:
 *
 * - a failed run logged with the job's name, and the next run still due as scheduled;
 * - a run that falls due while the previous one is still going skipped (a slow database must not pile up
 *   clean-ups on top of each other);
 * - timers that keep no process alive, and `stopAll()` at shutdown, which clears them and waits for the
 *   runs in flight, so none is cut off by the database closing under it.
 *
 * Tests build the app without jobs (AppDeps.scheduleRetention) and call the work itself.
 */
export class Jobs {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly log: JobLogger,
    private readonly now: () => number = Date.now,
  ) {}

  register(job: Job): void {
    if (this.timers.has(job.name)) throw new Error(`A job named "${job.name}" is already registered`);
    this.plan(job, job.firstRunAfterMs ?? this.waitBeforeNext(job));
  }

  /** No run starts any more; resolves once the runs in flight have ended. */
  async stopAll(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    await Promise.all(this.running.values());
  }

  private waitBeforeNext(job: Job): number {
    if (job.schedule === undefined) return job.everyMs;
    const now = this.now();
    return job.schedule(now) - now;
  }

  private plan(job: Job, waitMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(
      () => {
        this.start(job);
        this.plan(job, this.waitBeforeNext(job));
      },
      Math.max(0, waitMs),
    );
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private start(job: Job): void {
    if (this.stopped) return;
    if (this.running.has(job.name)) {
      this.log.warn({ job: job.name }, `${job.name} is still running; this run is skipped`);
      return;
    }
    const run = Promise.resolve()
      .then(job.run)
      .catch((error: unknown) => this.log.error({ err: error, job: job.name }, `${job.name} failed`))
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
  }
}
