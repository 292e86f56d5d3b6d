import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type JobLogger, Jobs } from './jobs';

function recordingLog() {
  const lines: Array<{ level: 'error' | 'warn'; fields: object; message: string }> = [];
  const log: JobLogger = {
    error: (fields, message) => lines.push({ level: 'error', fields, message }),
    warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
  };
  return { log, lines };
}

/** A run that ends when the test says so. */
function heldRun() {
  let finish = () => {};
  const run = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { run, finish: () => finish() };
}

describe('Jobs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T10:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job every everyMs, the first after firstRunAfterMs', async () => {
    const jobs = new Jobs(recordingLog().log);
    const run = vi.fn(async () => {});
    jobs.register({ name: 'clean-up', firstRunAfterMs: 1000, everyMs: 10_000, run });
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run).toHaveBeenCalledTimes(3);
    await jobs.stopAll();
  });

  it('runs a scheduled job at the times its schedule gives', async () => {
    const jobs = new Jobs(recordingLog().log);
    const ranAt: string[] = [];
    const nextHour = (now: number) => Math.floor(now / 3_600_000) * 3_600_000 + 3_600_000 + 1000;
    jobs.register({
      name: 'clock',
      schedule: nextHour,
      run: async () => {
        ranAt.push(new Date().toISOString());
      },
    });
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(ranAt).toEqual(['2026-11-20T11:00:01.000Z', '2026-11-20T12:00:01.000Z']);
    await jobs.stopAll();
  });

  it('waits more than setTimeout can, in steps, for a job due in a month', async () => {
    const jobs = new Jobs(recordingLog().log);
    const run = vi.fn(async () => {});
    const day = 86_400_000;
    jobs.register({ name: 'monthly', schedule: (now) => now + 40 * day, run });
    await vi.advanceTimersByTimeAsync(39 * day);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(day);
    expect(run).toHaveBeenCalledTimes(1);
    await jobs.stopAll();
  });

  it('waits at least a second between runs when the schedule names the past', async () => {
    const jobs = new Jobs(recordingLog().log);
    const run = vi.fn(async () => {});
    jobs.register({ name: 'confused', firstRunAfterMs: 0, schedule: (now) => now - 1, run });
    await vi.advanceTimersByTimeAsync(2500);
    expect(run).toHaveBeenCalledTimes(3);
    await jobs.stopAll();
  });

  it('logs a failed run with the job name and keeps the schedule', async () => {
    const { log, lines } = recordingLog();
    const jobs = new Jobs(log);
    const failure = new Error('database gone');
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    jobs.register({ name: 'retention clean-up', everyMs: 1000, run });
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(lines).toEqual([
      {
        level: 'error',
        fields: { err: failure, job: 'retention clean-up' },
        message: 'retention clean-up failed',
      },
    ]);
    await jobs.stopAll();
  });

  it('skips a run that falls due while the previous one is still going', async () => {
    const { log, lines } = recordingLog();
    const jobs = new Jobs(log);
    const held = heldRun();
    jobs.register({ name: 'slow', everyMs: 1000, run: held.run });
    await vi.advanceTimersByTimeAsync(3000);
    expect(held.run).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => line.message)).toEqual([
      'slow is still running; this run is skipped',
      'slow is still running; this run is skipped',
    ]);
    held.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(held.run).toHaveBeenCalledTimes(2);
    held.finish();
    await jobs.stopAll();
  });

  it('stopAll clears the timers and waits for the runs in flight', async () => {
    const jobs = new Jobs(recordingLog().log);
    const held = heldRun();
    const other = vi.fn(async () => {});
    jobs.register({ name: 'held', firstRunAfterMs: 0, everyMs: 1000, run: held.run });
    jobs.register({ name: 'other', everyMs: 5000, run: other });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = jobs.stopAll().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stopped).toBe(false);
    held.finish();
    await stopping;
    expect(held.run).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses two jobs of one name', () => {
    const jobs = new Jobs(recordingLog().log);
    jobs.register({ name: 'twice', everyMs: 1000, run: async () => {} });
    expect(() => jobs.register({ name: 'twice', everyMs: 1000, run: async () => {} })).toThrow(
      'A job named "twice" is already registered',
    );
    void jobs.stopAll();
  });
});
