/** How many rows a step takes, and the time a step should hold the window clock for. */
export type StepSizeLimits = { initial: number; min: number; max: number; targetMs: number };

/**
 * Half a second: while a step holds the clock, the snippet's hits wait in their lane of two batches (the
 * ingest queue), and a busier site would be answered 503 sooner than that.
 */
export const DEFAULT_STEP_SIZE: StepSizeLimits = { initial: 5000, min: 100, max: 100_000, targetMs: 500 };

/**
 * Rows per step, adjusted to the time steps take. A step holds the window clock, and with it every ingest
 * batch that carries a bot hit, so it should be short; a step that is too short spends its time on the
 * per-step statements instead. The size doubles while steps take under half the target, halves while they
 * take over twice it, and drops to a quarter after a failed step (which may have been a timeout).
 */
export class StepSizer {
  private size: number;

  constructor(private readonly limits: StepSizeLimits = DEFAULT_STEP_SIZE) {
    this.size = this.clamp(limits.initial);
  }

  get current(): number {
    return this.size;
  }

  record(elapsedMs: number): void {
    if (elapsedMs < this.limits.targetMs / 2) this.size = this.clamp(this.size * 2);
    else if (elapsedMs > this.limits.targetMs * 2) this.size = this.clamp(Math.floor(this.size / 2));
  }

  failed(): void {
    this.size = this.clamp(Math.floor(this.size / 4));
  }

  private clamp(size: number): number {
    return Math.min(this.limits.max, Math.max(this.limits.min, size));
  }
}
