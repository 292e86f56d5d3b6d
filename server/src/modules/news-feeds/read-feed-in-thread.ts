import { startThread } from '../../lib/start-thread';
import type { FeedItem } from './feed-items';

export type FeedThreadRequest = { body: string; feedUrl: string; fetchedAt: Date };
export type FeedThreadReply = { ok: true; title: string; items: FeedItem[] } | { ok: false; message: string };

/** What reading one feed may cost: a real feed takes well under a second and some tens of MB. */
export type FeedReadBudget = { timeMs: number; memoryMb: number };
export const DEFAULT_FEED_READ_BUDGET: FeedReadBudget = { timeMs: 10_000, memoryMb: 256 };
// A thread that has not even loaded by then is a machine in trouble, not a hostile feed.
const THREAD_START_TIMEOUT_MS = 30_000;

/** The feed could not be read: the message is the feed's last error, for the administrators. */
export class FeedReadError extends Error {}

/**
 * Parses a feed and prepares its items (sanitised HTML, excerpts) on a thread of its own, ended when it
 * overruns its time or memory budget. Sanitising HTML grows with the square of its nesting depth: one item
 * of 300,000 nested elements (under the 5 MB cap) held the main thread, and every request, for minutes.
 */
export function readFeedInThread(
  request: FeedThreadRequest,
  budget: FeedReadBudget = DEFAULT_FEED_READ_BUDGET,
): Promise<{ title: string; items: FeedItem[] }> {
  const worker = startThread(import.meta.url, 'feed-thread', {
    resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb },
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    let timer = setTimeout(
      () => finish(() => reject(new Error('The feed thread did not start'))),
      THREAD_START_TIMEOUT_MS,
    );
    worker.on('message', (message: { ready: true } | FeedThreadReply) => {
      if ('ready' in message) {
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            finish(() =>
              reject(
                new FeedReadError(
                  `Feed is too complex to read within ${budget.timeMs / 1000} s (elements nested too deep, or too many of them)`,
                ),
              ),
            ),
          budget.timeMs,
        );
        worker.postMessage(request satisfies FeedThreadRequest);
      } else if (message.ok) {
        finish(() => resolve({ title: message.title, items: message.items }));
      } else {
        finish(() => reject(new FeedReadError(message.message)));
      }
    });
    worker.on('error', (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new FeedReadError(`Feed needs more than ${budget.memoryMb} MB of memory to read`)
            : error,
        ),
      ),
    );
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`The feed thread stopped (exit ${code}) before it answered`))),
    );
  });
}
