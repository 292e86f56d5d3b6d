import {
  ADMIN_ACTIVITY_PAGE_SIZE,
  type AdminActivityQuery,
  type AdminActivityResponse,
} from '@botlens/contracts';
import { and, desc, eq, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminActions } from '../../db/schema';

/** LIKE's own characters in a person's text match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The activity log, newest first, a page of 50 after `before` (keyset on the id, so a page is found by the
 * index however deep it is). An all-digit actor is an administrator's id, else part of an address; an action
 * names itself or a family ('user' finds 'user.created' and 'user.subscription.changed').
 */
export async function readAdminActivity(
  db: Database,
  query: AdminActivityQuery,
): Promise<AdminActivityResponse> {
  const conditions: SQL[] = [];
  const actor = query.actor?.trim();
  if (actor) {
    conditions.push(
      /^\d{1,9}$/.test(actor)
        ? eq(adminActions.adminId, Number(actor))
        : ilike(adminActions.adminEmail, `%${escapeLike(actor)}%`),
    );
  }
  if (query.action) {
    const family = or(
      eq(adminActions.action, query.action),
      like(adminActions.action, `${escapeLike(query.action)}.%`),
    );
    if (family) conditions.push(family);
  }
  if (query.targetType) conditions.push(eq(adminActions.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(adminActions.targetId, query.targetId));
  if (query.before !== undefined) conditions.push(lt(adminActions.id, query.before));
  const rows = await db
    .select()
    .from(adminActions)
    .where(and(...conditions))
    .orderBy(desc(adminActions.id))
    .limit(ADMIN_ACTIVITY_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_ACTIVITY_PAGE_SIZE);
  return {
    entries: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: rows.length > ADMIN_ACTIVITY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
