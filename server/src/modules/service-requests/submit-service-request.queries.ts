import { and, eq, gte, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { serviceRequestHistory, serviceRequests } from '../../db/schema';

export type NewServiceRequest = typeof serviceRequests.$inferInsert;

/**
 * A visitor's request, stored as `pending` with its first history row (from nothing to pending, by nobody:
 * the visitor is not an administrator), in the caller's transaction so that both or neither are kept.
 */
export async function insertPendingServiceRequest(
  tx: Transaction,
  values: Omit<NewServiceRequest, 'id' | 'status' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'deletedBy'>,
): Promise<{ id: number }> {
  const [row] = await tx
    .insert(serviceRequests)
    .values({ ...values, status: 'pending' })
    .returning({ id: serviceRequests.id });
  if (!row) throw new Error('service request was not stored');
  await tx.insert(serviceRequestHistory).values({
    requestId: row.id,
    fromStatus: null,
    toStatus: 'pending',
    changedBy: null,
    changedByEmail: null,
  });
  return row;
}

/** Whether a request from this address (in any case) arrived since `since`: its confirmation went then. */
export async function hasRequestFromEmailSince(
  tx: Transaction,
  email: string,
  since: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(
      and(
        eq(sql`lower(${serviceRequests.email})`, email.toLowerCase()),
        gte(serviceRequests.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
