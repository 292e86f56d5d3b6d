import { startThread } from './start-thread';

/** What one piece of work on a thread may cost before it is ended. */
export type ThreadBudget = { timeMs: number; memoryMb: number };
/** A thread answers `{ ready: true }` once loaded, then one reply: its result, or why it failed. */
export type ThreadReply<Ok extends { ok: true }> = Ok | { ok: false; message: string };
// A thread that has not even loaded by then is a machine in trouble, not hostile input.
const THREAD_START_TIMEOUT_MS = 30_000;

/**
 * Runs one request on a thread of its own (`file` beside `callerUrl`, see startThread), ended when it
 * overruns its time or memory budget. For work whose cost hostile input can blow up (HTML and XML parsing
 * and sanitising grow with the square of the nesting depth) and that must not hold the main thread, and
 * every other request, meanwhile. The time budget starts once the thread has loaded.
 */
export function runInBudgetedThread<Request, Ok extends { ok: true }>(options: {
  callerUrl: string;
  file: string;
  request: Request;
  budget: ThreadBudget;
  /** The error for a run past its budget, in the caller's words. */
  overBudget: (limit: 'time' | 'memory') => Error;
  /** The error for a thread that answered with a failure. */
  failed: (message: string) => Error;
}): Promise<Ok> {
  const { budget } = options;
  const worker = startThread(options.callerUrl, options.file, {
    resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb },
  });
  return new Promise<Ok>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    let timer = setTimeout(
      () => finish(() => reject(new Error(`The ${options.file} did not start`))),
      THREAD_START_TIMEOUT_MS,
    );
    worker.on('message', (message: { ready: true } | ThreadReply<Ok>) => {
      if ('ready' in message) {
        clearTimeout(timer);
        timer = setTimeout(() => finish(() => reject(options.overBudget('time'))), budget.timeMs);
        worker.postMessage(options.request);
      } else if (message.ok) {
        finish(() => resolve(message));
      } else {
        finish(() => reject(options.failed(message.message)));
      }
    });
    worker.on('error', (error: Error & { code?: string }) =>
      finish(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? options.overBudget('memory') : error)),
    );
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`The ${options.file} stopped (exit ${code}) before it answered`))),
    );
  });
}
