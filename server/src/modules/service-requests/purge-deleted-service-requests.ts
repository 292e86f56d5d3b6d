import { SERVICE_REQUEST_PURGE_DAYS } from '@botlens/contracts';
import type { Job } from '../../lib/jobs';
import type { Ctx } from '../context';
import { purgeServiceRequestsDeletedBefore } from './service-requests.queries';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes for good the requests soft-deleted more than SERVICE_REQUEST_PURGE_DAYS ago, their history with
 * them (the foreign key cascades). Until then an administrator's delete can be undone.
 */
export async function purgeDeletedServiceRequests({
  ctx,
  now = Date.now(),
}: {
  ctx: Ctx;
  now?: number;
}): Promise<{ purged: number }> {
  const purged = await purgeServiceRequestsDeletedBefore(
    ctx.db,
    new Date(now - SERVICE_REQUEST_PURGE_DAYS * DAY_MS),
  );
  return { purged };
}

/** The purge as a job (lib/jobs.ts): a few minutes after start, out of the start's way, then hourly. */
export function serviceRequestPurgeJob(ctx: Ctx): Job {
  return {
    name: 'deleted service requests purge',
    firstRunAfterMs: 5 * 60_000,
    everyMs: HOUR_MS,
    run: async () => {
      const { purged } = await purgeDeletedServiceRequests({ ctx });
      if (purged > 0) ctx.log.info({ purged }, 'deleted service requests purged');
    },
  };
}
