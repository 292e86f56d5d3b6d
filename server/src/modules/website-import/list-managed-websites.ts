import {
  activityOf,
  type ManagedWebsite,
  type ManagedWebsitesResponse,
  type managedWebsitesQuery,
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

const MAX_CATEGORIES = 200;

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
