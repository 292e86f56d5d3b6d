import type { Ctx } from '../context';
import { GENERATION_BUDGET_MS, generateLlmsTxt, LlmsTxtGenerationError } from './llms-txt-generate';
import { finishGeneration, recordProgress } from './llms-txt-generations.queries';

/**
 * After this long a 'running' generation is taken for abandoned (its process stopped): twice the budget
 * a run of a live process always ends within.
 */
export const ABANDONED_AFTER_MS = 2 * GENERATION_BUDGET_MS;
/** Progress is written every few pages, or after this long: the page polls once a second. */
const PROGRESS_EVERY_PAGES = 5;
const PROGRESS_EVERY_MS = 1000;

/**
 * The llms.txt generations this process is running, in the background after the request that started
 * them has been answered. Closing the app stops them and waits for their last write, so none writes to a
 * closed database; a generation cut off that way is marked failed (and one cut off by a crash is taken
 * for abandoned after ABANDONED_AFTER_MS).
 */
export class LlmsTxtRuns {
  private readonly running = new Map<number, { stop: AbortController; done: Promise<void> }>();
  private closed = false;

  start(ctx: Ctx, generationId: number, domain: string): void {
    const stop = new AbortController();
    const done = this.run(ctx, generationId, domain, stop.signal).finally(() =>
      this.running.delete(generationId),
    );
    this.running.set(generationId, { stop, done });
  }

  /** Stops every run and waits until each has written its end. */
  async close(): Promise<void> {
    this.closed = true;
    for (const { stop } of this.running.values()) {
      stop.abort(
        new LlmsTxtGenerationError('The server shut down before the generation finished; start it again.'),
      );
    }
    await Promise.all([...this.running.values()].map((run) => run.done));
  }

  private async run(ctx: Ctx, id: number, domain: string, signal: AbortSignal): Promise<void> {
    let progress = { pagesTotal: 0, pagesDone: 0 };
    // Writes go one after the other, so a slow one cannot land after a newer one.
    let writes: Promise<void> = Promise.resolve();
    let lastWrite = { pagesDone: 0, at: Date.now() };
    const write = (task: () => Promise<void>) => {
      writes = writes.then(task).catch((error: unknown) => {
        ctx.log.error({ err: error, generationId: id }, 'llms.txt generation could not be recorded');
      });
      return writes;
    };
    try {
      if (this.closed) throw new LlmsTxtGenerationError('The server is shutting down; start it again.');
      const result = await generateLlmsTxt({
        fetchPage: ctx.fetchPage,
        domain,
        signal,
        onProgress: (now) => {
          if (signal.aborted) return;
          progress = now;
          const first = now.pagesDone === 0;
          const due =
            now.pagesDone - lastWrite.pagesDone >= PROGRESS_EVERY_PAGES ||
            Date.now() - lastWrite.at >= PROGRESS_EVERY_MS;
          if (!first && !due) return;
          lastWrite = { pagesDone: now.pagesDone, at: Date.now() };
          void write(() => recordProgress(ctx.db, id, now));
        },
      });
      await write(() =>
        finishGeneration(ctx.db, id, {
          status: 'finished',
          llmsTxt: result.llmsTxt,
          pagesTotal: result.pagesTotal,
          pagesDone: result.pagesTotal,
          skipped: result.skipped,
        }),
      );
    } catch (error) {
      const known = error instanceof LlmsTxtGenerationError;
      if (!known) ctx.log.error({ err: error, generationId: id }, 'llms.txt generation failed');
      await write(() =>
        finishGeneration(ctx.db, id, {
          status: 'failed',
          error: known ? error.message : 'The generation failed unexpectedly; try again later.',
          pagesTotal: known && error.pagesTotal > 0 ? error.pagesTotal : progress.pagesTotal,
          pagesDone: progress.pagesDone,
          skipped: known ? error.skipped : [],
        }),
      );
    }
  }
}
