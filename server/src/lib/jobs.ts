const MIN_WAIT_MS = 1000;
// setTimeout's largest delay (about 24.8 days); Node runs a timer with a longer one after 1 ms.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** What the registry needs of a logger (pino's, the app's). */
export type JobLogger = {
  error: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
};

type When =
  /** Runs every `everyMs`. */
  | { everyMs: number; schedule?: never }
  /**
   * Runs at the time (ms since the epoch) `schedule` gives, asked anew as each run falls due: work tied to
   * the calendar (a second after each hour, the first of each month).
   */
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
 * purge's retries, the daily robots.txt fetch, the news feed poll. The jobs still to come register here as well:
 * the monthly usage reset, digests. A job written here gets, for free:
 *
 * - a failed run logged with the job's name, and the next run still due as scheduled;
 * - a run that falls due while the previous one is still going skipped (a slow database must not pile up
 *   clean-ups on top of each other);
 * - timers that keep no process alive, and `stopAll()` at shutdown, which clears them and waits for the
 *   runs in flight, so none is cut off by the database closing under it.
 *
 * Tests build the app without jobs (AppDeps.runJobs) and call the work itself.
 */
export class Jobs {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(private readonly log: JobLogger) {}

  register(job: Job): void {
    if (this.timers.has(job.name)) throw new Error(`A job named "${job.name}" is already registered`);
    const now = Date.now();
    this.plan(job, job.firstRunAfterMs === undefined ? this.nextRunAt(job, now) : now + job.firstRunAfterMs);
  }

  /** No run starts any more; resolves once the runs in flight have ended. */
  async stopAll(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    await Promise.all(this.running.values());
  }

  private nextRunAt(job: Job, now: number): number {
    const at = job.schedule === undefined ? now + job.everyMs : job.schedule(now);
    // A schedule that names the past (or now) would spin; a second is the least wait between two runs.
    return Math.max(at, now + MIN_WAIT_MS);
  }

  private plan(job: Job, dueAt: number): void {
    if (this.stopped) return;
    // Node fires a longer timeout at once, so a monthly job waits in steps and checks the time after each.
    const wait = Math.min(Math.max(0, dueAt - Date.now()), MAX_TIMEOUT_MS);
    const timer = setTimeout(() => {
      const now = Date.now();
      if (now < dueAt) {
        this.plan(job, dueAt);
        return;
      }
      this.start(job);
      this.plan(job, this.nextRunAt(job, now));
    }, wait);
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
