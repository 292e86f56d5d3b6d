import type { Database } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { moveClockTo } from './page-windows.queries';
import { floorHour } from './window-spans';

const HOUR_MS = 3_600_000;

/**
 * Keeps bot_page_windows on the current hour. Reads call `current()` first; it costs nothing once the hour
 * is reached, and the clock job (windowClockJob) moves it at each hour so that no reader waits for it.
 */
export class WindowClock {
  private reachedHour: number | null = null;
  private moving: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  async current(now = Date.now()): Promise<void> {
    const hour = floorHour(now);
    if (this.reachedHour !== null && this.reachedHour >= hour) return;
    // One move at a time in this process; another process moving it is handled by the row lock.
    while (this.moving) await this.moving;
    if (this.reachedHour !== null && this.reachedHour >= hour) return;
    this.moving = this.moveTo(hour).finally(() => {
      this.moving = undefined;
    });
    await this.moving;
  }

  /** Resolves when no move is running (shutdown waits for it before the database closes). */
  async idle(): Promise<void> {
    while (this.moving) await this.moving.catch(() => {});
  }

  private async moveTo(hour: number): Promise<void> {
    await moveClockTo(this.db, hour);
    this.reachedHour = hour;
  }
}

/**
 * The clock as a job (lib/jobs.ts): built at start (the first build may take a while, and no reader should
 * wait for it), then moved a second after each hour begins.
 */
export function windowClockJob(clock: WindowClock): Job {
  return {
    name: 'page windows clock',
    firstRunAfterMs: 0,
    schedule: (now) => floorHour(now) + HOUR_MS + 1000,
    run: () => clock.current(),
  };
}
