import type { Job } from '../../lib/jobs';
import type { Ctx } from '../context';
import { claimDueFeeds, selectFeed } from './news-feeds.queries';
import { FEED_TIMEOUT_MS, type PollOptions, pollFeed } from './poll-feed';

/** Feeds read at once: each may wait up to its timeout on a slow site. */
const CONCURRENCY = 4;
/** Feeds claimed per round; the rest are due on the next round, five minutes on. */
const FEEDS_PER_ROUND = 40;
/** A claimed feed is left alone this long; a process that dies mid-poll gives it back after that. */
const LEASE_MS = 10 * 60_000;

export type FeedPollRun = { polled: number; ok: number; notModified: number; failed: number };

/**
 * Polls the feeds that are due (`next_poll_at` has come): claimed first, so two processes never poll one
 * feed, then a few at a time. One feed's failure is recorded on that feed and the others go on.
 */
export async function pollDueFeeds(
  ctx: Pick<Ctx, 'db' | 'fetchPage' | 'log'>,
  options: Omit<PollOptions, 'record'> = {},
): Promise<FeedPollRun> {
  const ids = await claimDueFeeds(ctx.db, options.now ?? new Date(), LEASE_MS, FEEDS_PER_ROUND);
  const run: FeedPollRun = { polled: 0, ok: 0, notModified: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++];
      if (id === undefined) break;
      try {
        const feed = await selectFeed(ctx.db, id);
        if (!feed) continue;
        const outcome = await pollFeed(ctx, feed, options);
        run.polled++;
        if (outcome.status === 'ok') run.ok++;
        else if (outcome.status === 'not_modified') run.notModified++;
        else run.failed++;
      } catch (error) {
        // Our own failure (the database), not the feed's: logged; the lease makes the feed due again.
        run.failed++;
        ctx.log.error({ err: error, feedId: id }, 'news feed poll failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return run;
}

/** The poller as a job (lib/jobs.ts): two minutes after start, then every five minutes for the due feeds. */
export function feedPollJob(ctx: Ctx): Job {
  return {
    name: 'news feed poll',
    firstRunAfterMs: 2 * 60_000,
    everyMs: 5 * 60_000,
    run: async () => {
      const run = await pollDueFeeds(ctx, { timeoutMs: FEED_TIMEOUT_MS });
      if (run.polled > 0) ctx.log.info(run, 'news feeds polled');
    },
  };
}
