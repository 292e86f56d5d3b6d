import type { Job } from '../../lib/jobs';
import type { Ctx } from '../context';
import { digestText, summariseDigest } from './digest-content';
import { digestUnsubscribeLink } from './digest-unsubscribe';
import { enqueueMail } from './enqueue-mail';
import { digestBotsOfUser, digestQueuedSince, usersWithWeeklyDigest } from './weekly-digest.queries';

const DAY_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;

/**
 * Queues the weekly digest for every user who turned it on: per website, the bot page views, the five
 * busiest bots, the bots that came for the first time and the share of spoofed hits over the 7 days before
 * `now` (whole hours, as the rollups are). A user who already has this week's digest queued is skipped,
 * so a second run (a restart, a second process) sends nothing twice.
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
  const result = { queued: 0, skipped: 0 };
  for (const user of await usersWithWeeklyDigest(ctx.db)) {
    if (await digestQueuedSince(ctx.db, user.email, new Date(now.getTime() - 6 * DAY_MS))) {
      result.skipped++;
      continue;
    }
    const websites = summariseDigest(await digestBotsOfUser(ctx.db, user.id, since, until));
    await enqueueMail(ctx.db, {
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
    result.queued++;
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

/** The digest as a job (lib/jobs.ts): Mondays at 07:00 UTC. */
export function weeklyDigestJob(ctx: Ctx): Job {
  return {
    name: 'weekly digest',
    schedule: nextMondayMorning,
    run: async () => {
      const { queued } = await queueWeeklyDigests({ ctx });
      ctx.log.info({ queued }, 'weekly digests queued');
    },
  };
}
