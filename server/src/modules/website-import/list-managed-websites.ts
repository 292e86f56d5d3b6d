import type {
  ManagedWebsite,
  ManagedWebsitesResponse,
  managedWebsitesQuery,
  WebsiteActivity,
} from '@botlens/contracts';
import type { z } from 'zod';
import type { UserCtx } from '../context';
import {
  categoriesOf,
  countManagedWebsites,
  filteredWebsites,
  type ManagedWebsiteRow,
  managedWebsitesPage,
} from './managed-websites.queries';

const ACTIVE_WITHIN_MS = 24 * 60 * 60 * 1000;
const MAX_CATEGORIES = 200;

/** Active: a live event (snippet, pixel or middleware) in the last 24 hours; Idle: older; No data: none. */
export function activityOf(lastEventAt: Date | null, now = Date.now()): WebsiteActivity {
  if (!lastEventAt) return 'none';
  return now - lastEventAt.getTime() <= ACTIVE_WITHIN_MS ? 'active' : 'idle';
}

export function toManagedWebsite(row: ManagedWebsiteRow): ManagedWebsite {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastEventAt: row.lastEventAt?.toISOString() ?? null,
    activity: activityOf(row.lastEventAt),
  };
}

/** A page of the caller's websites (an administrator's: everyone's, with the owner), sorted by the server. */
export async function listManagedWebsites({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: z.output<typeof managedWebsitesQuery>;
}): Promise<ManagedWebsitesResponse> {
  const where = filteredWebsites(ctx, input);
  const [rows, total, categories] = await Promise.all([
    managedWebsitesPage(
      ctx.db,
      where,
      { column: input.sort, order: input.order },
      { limit: input.limit, offset: (input.page - 1) * input.limit },
    ),
    countManagedWebsites(ctx.db, where),
    categoriesOf(ctx, MAX_CATEGORIES),
  ]);
  return { websites: rows.map(toManagedWebsite), total, categories };
}
