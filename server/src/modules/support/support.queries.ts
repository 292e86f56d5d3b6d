import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { supportMessages } from '../../db/schema';

export type SupportMessageRow = typeof supportMessages.$inferSelect;

export async function insertSupportMessage(
  db: Database | Transaction,
  values: typeof supportMessages.$inferInsert,
): Promise<SupportMessageRow> {
  const [row] = await db.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('support message was not stored');
  return row;
}

export async function listSupportMessages(db: Database, status: 'open' | 'closed') {
  return db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.status, status))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(500);
}

/** Closes an open message; null when there is no such open message. */
export async function closeSupportMessage(db: Database, id: number, closedBy: number, now: Date) {
  const [row] = await db
    .update(supportMessages)
    .set({ status: 'closed', closedAt: now, closedBy })
    .where(and(eq(supportMessages.id, id), eq(supportMessages.status, 'open')))
    .returning();
  return row ?? null;
}

export async function findSupportMessage(db: Database, id: number) {
  const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
  return row ?? null;
}

export function toAdminSupportMessage(row: SupportMessageRow) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
