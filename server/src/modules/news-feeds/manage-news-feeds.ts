import type { AddNewsFeedRequest, NewsFeed, NewsFeedPollResult } from '@botlens/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import { toNewsFeed } from './news-feed-dto';
import { categoryExists, deleteFeedRow, insertFeed, selectFeed, selectFeeds } from './news-feeds.queries';
import { type PollOptions, pollFeed } from './poll-feed';

const DUPLICATE = 'This feed is already in the list';

/** GET /api/admin/blog/feeds: every feed with its health. */
export async function listNewsFeeds({ ctx }: { ctx: UserCtx }): Promise<NewsFeed[]> {
  return (await selectFeeds(ctx.db)).map(toNewsFeed);
}

/**
 * POST /api/admin/blog/feeds: a new source, named by its host until its first poll reads its title, due at
 * once (the poller takes it on its next round; "Poll now" reads it straight away).
 */
export async function addNewsFeed({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: AddNewsFeedRequest;
}): Promise<NewsFeed> {
  // The contract has checked it is an http(s) address; the URL class spells it one way (host in lower case).
  const url = new URL(input.url.trim());
  const categoryId = input.categoryId ?? null;
  if (categoryId !== null && !(await categoryExists(ctx.db, categoryId))) {
    throw new ValidationError('This category does not exist', 'categoryId');
  }
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const feed = await insertFeed(tx, {
        url: url.href,
        name: url.host,
        categoryId,
        createdBy: ctx.actor.id,
      });
      await recordAdminAction(tx, ctx, {
        action: 'news-feed.added',
        targetType: 'news-feed',
        targetId: feed.id,
        details: { url: feed.url, categoryId },
      });
      return feed;
    });
    const feed = await selectFeed(ctx.db, row.id);
    if (!feed) throw new NotFoundError('This feed does not exist');
    return toNewsFeed(feed);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(DUPLICATE, 'url');
    throw error;
  }
}

/** DELETE /api/admin/blog/feeds/:id: the source goes; the items it brought stay on the blog. */
export async function deleteNewsFeed({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await deleteFeedRow(tx, input.id);
    if (!deleted) throw new NotFoundError('This feed does not exist');
    await recordAdminAction(tx, ctx, {
      action: 'news-feed.deleted',
      targetType: 'news-feed',
      targetId: deleted.id,
      details: { url: deleted.url, itemsTotal: deleted.itemsTotal },
    });
  });
}

/** POST /api/admin/blog/feeds/:id/poll: polls the feed at once, whenever it was due, and says what happened. */
export async function pollNewsFeedNow({
  ctx,
  input,
  options = {},
}: {
  ctx: UserCtx;
  input: { id: number };
  options?: Omit<PollOptions, 'record'>;
}): Promise<NewsFeedPollResult> {
  const feed = await selectFeed(ctx.db, input.id);
  if (!feed) throw new NotFoundError('This feed does not exist');
  const outcome = await pollFeed(ctx, feed, {
    ...options,
    record: (tx) =>
      recordAdminAction(tx, ctx, {
        action: 'news-feed.polled',
        targetType: 'news-feed',
        targetId: feed.id,
        details: {},
      }),
  });
  const after = await selectFeed(ctx.db, input.id);
  if (!after) throw new NotFoundError('This feed was deleted during the poll');
  return { ...outcome, feed: toNewsFeed(after) };
}
