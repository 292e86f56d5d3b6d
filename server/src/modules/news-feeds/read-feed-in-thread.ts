import { runInBudgetedThread, type ThreadBudget, type ThreadReply } from '../../lib/budgeted-thread';
import type { FeedItem } from './feed-items';

export type FeedThreadRequest = { body: string; feedUrl: string; fetchedAt: Date };
type FeedThreadOk = { ok: true; title: string; items: FeedItem[] };
export type FeedThreadReply = ThreadReply<FeedThreadOk>;

/** What reading one feed may cost: a real feed takes well under a second and some tens of MB. */
export type FeedReadBudget = ThreadBudget;
export const DEFAULT_FEED_READ_BUDGET: FeedReadBudget = { timeMs: 10_000, memoryMb: 256 };

/** The feed could not be read: the message is the feed's last error, for the administrators. */
export class FeedReadError extends Error {}

/**
 * Parses a feed and prepares its items (sanitised HTML, excerpts) on a thread of its own, ended when it
 * overruns its time or memory budget. Sanitising HTML grows with the square of its nesting depth: one item
 * of 300,000 nested elements (under the 5 MB cap) held the main thread, and every request, for minutes.
 */
export async function readFeedInThread(
  request: FeedThreadRequest,
  budget: FeedReadBudget = DEFAULT_FEED_READ_BUDGET,
): Promise<{ title: string; items: FeedItem[] }> {
  const { title, items } = await runInBudgetedThread<FeedThreadRequest, FeedThreadOk>({
    callerUrl: import.meta.url,
    file: 'feed-thread',
    request,
    budget,
    overBudget: (limit) =>
      new FeedReadError(
        limit === 'time'
          ? `Feed is too complex to read within ${budget.timeMs / 1000} s (elements nested too deep, or too many of them)`
          : `Feed needs more than ${budget.memoryMb} MB of memory to read`,
      ),
    failed: (message) => new FeedReadError(message),
  });
  return { title, items };
}
