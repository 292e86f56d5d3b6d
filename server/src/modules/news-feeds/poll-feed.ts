import type { FeedPollStatus } from '@botlens/contracts';
import type { Transaction } from '../../db/client';
import { SafeFetchError } from '../../lib/safe-fetch';
import type { Ctx } from '../context';
import type { FeedItem } from './feed-items';
import { nextPollAfterFailure, nextPollAfterSuccess, retryAfterMs } from './feed-schedule';
import { cutText } from './feed-text';
import { type FeedPollUpdate, type FeedRow, updateFeedAfterPoll } from './news-feeds.queries';
import { type FeedReadBudget, FeedReadError, readFeedInThread } from './read-feed-in-thread';
import { storeFeedItems } from './store-feed-items';

/** The largest feed document read; a bigger one is an error, never a half-read feed. */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** One poll's deadline, redirects and body included. */
export const FEED_TIMEOUT_MS = 15_000;
const MAX_ERROR_LENGTH = 500;
const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/rdf+xml;q=0.9, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5';

export type PollOutcome = {
  status: FeedPollStatus;
  httpStatus: number | null;
  newItems: number;
  error: string | null;
};

export type PollOptions = {
  now?: Date;
  timeoutMs?: number;
  /** The time and memory the document's reading may take (on a thread of its own). */
  budget?: FeedReadBudget;
  random?: () => number;
  /** Written in the transaction of the poll's outcome (an administrator's record of "poll now"). */
  record?: (tx: Transaction) => Promise<void>;
};

type Fetched =
  | {
      kind: 'fetched';
      status: number;
      body: string;
      etag: string | null;
      lastModified: string | null;
      retryAfter: string | null;
    }
  | { kind: 'failed'; error: string };

function fetchFailureText(error: SafeFetchError, timeoutMs: number): string {
  if (error.reason === 'too-large') return `Feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB`;
  if (error.reason === 'timeout') return `Feed did not answer within ${Math.round(timeoutMs / 1000)} s`;
  return `Feed could not be fetched: ${error.message}`;
}

async function fetchFeed(ctx: Pick<Ctx, 'fetchPage'>, feed: FeedRow, timeoutMs: number): Promise<Fetched> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new SafeFetchError('timeout', 'the feed did not answer in time')),
    timeoutMs,
  );
  try {
    const result = await ctx.fetchPage(feed.url, {
      maxBytes: MAX_FEED_BYTES,
      whenTooLarge: 'fail',
      accept: FEED_ACCEPT,
      signal: controller.signal,
      conditional: { ifNoneMatch: feed.etag ?? undefined, ifModifiedSince: feed.lastModified ?? undefined },
    });
    return { kind: 'fetched', status: result.status, body: result.body, ...result.validators };
  } catch (error) {
    if (error instanceof SafeFetchError) return { kind: 'failed', error: fetchFailureText(error, timeoutMs) };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Polls one feed now: a conditional request through the guarded fetcher, then the new items stored and the
 * feed's health written in one transaction. A failure (network, size, HTTP status, a document that is no
 * feed) is recorded on the feed with the back-off it earns; the feed is never dropped.
 */
export async function pollFeed(
  ctx: Pick<Ctx, 'db' | 'fetchPage'>,
  feed: FeedRow,
  options: PollOptions = {},
): Promise<PollOutcome> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const fetched = await fetchFeed(ctx, feed, timeoutMs);
  const now = options.now ?? new Date();
  const random = options.random ?? Math.random;
  const base = { lastFetchedAt: now, lastNewItems: 0 };

  const write = (update: FeedPollUpdate, store?: (tx: Transaction) => Promise<number>) =>
    ctx.db.transaction(async (tx) => {
      const added = store ? await store(tx) : 0;
      await updateFeedAfterPoll(
        tx,
        feed.id,
        { ...update, lastNewItems: store ? added : update.lastNewItems },
        added,
      );
      await options.record?.(tx);
      return added;
    });
  const fail = async (httpStatus: number | null, error: string, retryAfter: string | null = null) => {
    const failures = feed.consecutiveFailures + 1;
    const lastError = cutText(error, MAX_ERROR_LENGTH);
    await write({
      ...base,
      lastStatus: 'error',
      lastHttpStatus: httpStatus,
      lastError,
      consecutiveFailures: failures,
      nextPollAt: nextPollAfterFailure(now, failures, retryAfterMs(retryAfter, now), random),
    });
    return { status: 'error' as const, httpStatus, newItems: 0, error: lastError };
  };
  const healthy = {
    lastError: null,
    consecutiveFailures: 0,
    lastSuccessAt: now,
    nextPollAt: nextPollAfterSuccess(now, random),
  };

  if (fetched.kind === 'failed') return fail(null, fetched.error);
  if (fetched.status === 304) {
    await write({ ...base, ...healthy, lastStatus: 'not_modified', lastHttpStatus: 304 });
    return { status: 'not_modified', httpStatus: 304, newItems: 0, error: null };
  }
  if (fetched.status < 200 || fetched.status >= 300) {
    const honoured = fetched.status === 429 || fetched.status === 503 ? fetched.retryAfter : null;
    return fail(fetched.status, `The feed's server answered HTTP ${fetched.status}`, honoured);
  }
  let document: { title: string; items: FeedItem[] };
  try {
    document = await readFeedInThread(
      { body: fetched.body, feedUrl: feed.url, fetchedAt: now },
      options.budget,
    );
  } catch (error) {
    // The document is hostile: what it makes the reader stumble on is the feed's failure, not ours.
    if (error instanceof FeedReadError) return fail(fetched.status, error.message);
    throw error;
  }
  const name = cutText(document.title, 200) || feed.name;
  const newItems = await write(
    {
      ...base,
      ...healthy,
      name,
      lastStatus: 'ok',
      lastHttpStatus: fetched.status,
      etag: fetched.etag,
      lastModified: fetched.lastModified,
    },
    (tx) => storeFeedItems(tx, { id: feed.id, name, categoryId: feed.categoryId }, document.items),
  );
  return { status: 'ok', httpStatus: fetched.status, newItems, error: null };
}
