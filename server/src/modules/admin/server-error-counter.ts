const MINUTE_MS = 60_000;
const MINUTES_KEPT = 60;

/**
 * The 5xx answers this process gave, per minute, for the last hour: sixty counters in a ring, so counting an
 * answer is one addition and the memory never grows. Another process (a second server on the same database)
 * counts its own.
 */
export class ServerErrorCounter {
  private readonly counts = new Array<number>(MINUTES_KEPT).fill(0);
  private readonly minutes = new Array<number>(MINUTES_KEPT).fill(-1);

  /** Counts one 5xx answer given at `now`. */
  record(now = Date.now()): void {
    const minute = Math.floor(now / MINUTE_MS);
    const slot = minute % MINUTES_KEPT;
    // The slot last held the same minute an hour (or more) ago: that count has expired.
    if (this.minutes[slot] !== minute) {
      this.minutes[slot] = minute;
      this.counts[slot] = 0;
    }
    this.counts[slot] = (this.counts[slot] ?? 0) + 1;
  }

  /** The answers counted in the last sixty minutes, the current one included. */
  lastHour(now = Date.now()): number {
    const current = Math.floor(now / MINUTE_MS);
    let total = 0;
    for (let slot = 0; slot < MINUTES_KEPT; slot++) {
      const minute = this.minutes[slot] ?? -1;
      if (minute > current - MINUTES_KEPT && minute <= current) total += this.counts[slot] ?? 0;
    }
    return total;
  }
}
