import type { Job } from '../../lib/jobs';
import type { Ctx } from '../context';
import { deletePostViewsBefore } from './blog.queries';
import { utcDay } from './visitor-hash';

const HOUR_MS = 3_600_000;

/**
 * A view row only guards the day it names; rows older than yesterday (kept a day for clocks that disagree
 * around midnight) go. Their hashes could not be linked to anyone anyway: the day's key is gone.
 */
export async function prunePostViews({ ctx, now = new Date() }: { ctx: Pick<Ctx, 'db'>; now?: Date }) {
  await deletePostViewsBefore(ctx.db, utcDay(new Date(now.getTime() - 24 * HOUR_MS)));
}

/** The clean-up as a job (lib/jobs.ts), beside the hits' retention: shortly after start, then every 6 hours. */
export function blogViewsPruneJob(ctx: Ctx): Job {
  return {
    name: 'blog view clean-up',
    firstRunAfterMs: 90_000,
    everyMs: 6 * HOUR_MS,
    run: () => prunePostViews({ ctx }),
  };
}
