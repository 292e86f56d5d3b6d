import type { Job } from '../../lib/jobs';
import type { Ctx } from '../context';
import { refreshLiveRobotsTxt } from './live-robots-versions';
import { websitesWithBotHitsSince } from './robots-compliance.queries';

const DAY_MS = 24 * 3_600_000;
/** A website is followed while bots visit it: a bot hit within this many days. */
export const ROBOTS_FOLLOW_DAYS = 30;
/** Fetches at once: each may wait up to 8 s on a slow site, and the job has all day. */
const CONCURRENCY = 4;

export type RobotsFetchRun = { websites: number; recorded: number; notObserved: number; failed: number };

/**
 * Fetches the live robots.txt of every live website with bot traffic in the last 30 days and records it as a
 * version (a new one only when it changed): the history compliance is judged against. A few at a time; one
 * website's failure is logged and the others go on. Each version is dated when its fetch ran, unless `now` is
 * given (tests), which then stands for every moment of the run.
 */
export async function refreshRobotsTxtOfActiveWebsites(
  ctx: Pick<Ctx, 'db' | 'fetchPage' | 'log'>,
  now?: Date,
): Promise<RobotsFetchRun> {
  const since = new Date((now ?? new Date()).getTime() - ROBOTS_FOLLOW_DAYS * DAY_MS);
  const websites = await websitesWithBotHitsSince(ctx.db, since);
  const run: RobotsFetchRun = { websites: websites.length, recorded: 0, notObserved: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < websites.length) {
      const website = websites[next++];
      if (!website) break;
      try {
        const live = await refreshLiveRobotsTxt(ctx, website, now ?? new Date());
        if (live) run.recorded++;
        else run.notObserved++;
      } catch (error) {
        run.failed++;
        ctx.log.error({ err: error, websiteId: website.id }, 'robots.txt fetch failed for a website');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, websites.length) }, worker));
  return run;
}

/** The daily fetch as a job (lib/jobs.ts): ten minutes after start, out of its way, then once a day. */
export function robotsTxtFetchJob(ctx: Ctx): Job {
  return {
    name: 'daily robots.txt fetch',
    firstRunAfterMs: 10 * 60_000,
    everyMs: DAY_MS,
    run: async () => {
      const run = await refreshRobotsTxtOfActiveWebsites(ctx);
      ctx.log.info(run, 'daily robots.txt fetch done');
    },
  };
}
