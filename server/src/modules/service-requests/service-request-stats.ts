import type { AdminServiceRequestStats } from '@botlens/contracts';
import type { UserCtx } from '../context';
import {
  countServiceRequestsBy,
  countServiceRequestsByStatus,
  newestServiceRequests,
} from './service-requests.queries';

/** Part 2 §2: Recent Requests shows the first five. */
const RECENT_REQUESTS = 5;

/** Part 2 §3's stats: the four counters, the five newest, and counts by service type and by budget. */
export async function readServiceRequestStats({ ctx }: { ctx: UserCtx }): Promise<AdminServiceRequestStats> {
  const [counters, recent, serviceTypes, budgetRanges] = await Promise.all([
    countServiceRequestsByStatus(ctx.db),
    newestServiceRequests(ctx.db, RECENT_REQUESTS),
    countServiceRequestsBy(ctx.db, 'serviceType'),
    countServiceRequestsBy(ctx.db, 'budget'),
  ]);
  return { ...counters, recent, serviceTypes, budgetRanges };
}
