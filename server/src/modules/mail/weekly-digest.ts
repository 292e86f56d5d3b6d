import type { Job } from '../../lib/jobs';
import type { Ctx } from '../context';
import { digestText, summariseDigest } from './digest-content';
import { digestUnsubscribeLink } from './digest-unsubscribe';
import { enqueueMail } from './enqueue-mail';
import {
  digestBotsOfUser,
  digestQueuedSince,
  lockDigestOf,
  usersWithWeeklyDigest,
} from './weekly-digest.queries';

const DAY_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;

/**
 * Queues the weekly digest for every user who turned it on: per website, the bot page views, the five
 * busiest bots, the bots that came for the first time and the share of spoofed hits over the 7 days before
 * `now` (whole hours, as the rollups are). A user whose digest was queued since the week's Monday 07:00 UTC
 * is skipped, so a second run (a restart, a second process: each user's check and queueing hold a lock)
 * sends nothing twice, and a run later in the week catches up on a Monday the process missed.
 */
export async function queueWeeklyDigests({
  ctx,
  input = {},
}: {
  ctx: Ctx;
  input?: { now?: Date };
}): Promise<{ queued: number; skipped: number }> {
  const now = input.now ?? new Date();
  const until = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const since = new Date(until.getTime() - 7 * DAY_MS);
  const weekStart = new Date(nextMondayMorning(now.getTime()) - 7 * DAY_MS);
  const result = { queued: 0, skipped: 0 };
  for (const user of await usersWithWeeklyDigest(ctx.db)) {
    const queued = await ctx.db.transaction(async (tx) => {
      await lockDigestOf(tx, user.id);
      if (await digestQueuedSince(tx, user.email, weekStart)) return false;
      const websites = summariseDigest(await digestBotsOfUser(tx, user.id, since, until));
      await enqueueMail(tx, {
        kind: 'weekly-digest',
        to: user.email,
        subject: 'Your BotLens weekly digest',
        text: digestText({
          firstName: user.firstName,
          websites,
          dashboardUrl: `${ctx.config.publicUrl}/dashboard`,
          unsubscribeUrl: digestUnsubscribeLink(ctx.config.publicUrl, user),
        }),
      });
      return true;
    });
    if (queued) result.queued++;
    else result.skipped++;
  }
  return result;
}

/** Next Monday 07:00 UTC after `now`. */
export function nextMondayMorning(now: number): number {
  const date = new Date(now);
  const daysToMonday = (8 - date.getUTCDay()) % 7;
  const candidate = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + daysToMonday, 7);
  return candidate > now ? candidate : candidate + 7 * DAY_MS;
}

/**
 * The digest as a job (lib/jobs.ts): Mondays at 07:00 UTC, and a minute after start, which queues only for
 * users this week's run has not reached (the process was down on Monday morning).
 */
export function weeklyDigestJob(ctx: Ctx): Job {
  return {
    name: 'weekly digest',
    schedule: nextMondayMorning,
    firstRunAfterMs: 60_000,
    run: async () => {
      const { queued } = await queueWeeklyDigests({ ctx });
      ctx.log.info({ queued }, 'weekly digests queued');
    },
  };
}
