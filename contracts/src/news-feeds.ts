import { z } from 'zod';

/** A feed's address: http(s) only, and no longer than any real feed needs. */
export const MAX_FEED_URL_LENGTH = 2048;

/** The outcome of a feed's last poll: read, unchanged since the last one (304), or failed. */
export const FEED_POLL_STATUSES = ['ok', 'not_modified', 'error'] as const;
export type FeedPollStatus = (typeof FEED_POLL_STATUSES)[number];

export const feedUrlField = z
  .string()
  .trim()
  .min(1, 'Feed URL is required')
  .max(MAX_FEED_URL_LENGTH, `Feed URL must be at most ${MAX_FEED_URL_LENGTH} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Feed URL must be an http or https address');

/** POST /api/admin/blog/feeds: the feed's address and, optionally, the blog category its items go to. */
export const addNewsFeedRequest = z.object({
  url: feedUrlField,
  categoryId: z.number().int().positive().nullable().optional(),
});
export type AddNewsFeedRequest = z.input<typeof addNewsFeedRequest>;

/** A news source as the administrators see it: its address, category and health. */
export const newsFeed = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  lastFetchedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastStatus: z.enum(FEED_POLL_STATUSES).nullable(),
  lastHttpStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  nextPollAt: z.string(),
  itemsTotal: z.number().int(),
  lastNewItems: z.number().int().nullable(),
  createdAt: z.string(),
});
export type NewsFeed = z.infer<typeof newsFeed>;
export const newsFeedsResponse = z.array(newsFeed);

/** POST /api/admin/blog/feeds/:id/poll: what the poll just did, and the feed as it now stands. */
export const newsFeedPollResult = z.object({
  status: z.enum(FEED_POLL_STATUSES),
  httpStatus: z.number().int().nullable(),
  newItems: z.number().int(),
  error: z.string().nullable(),
  feed: newsFeed,
});
export type NewsFeedPollResult = z.infer<typeof newsFeedPollResult>;
