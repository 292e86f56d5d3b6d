import type {
  AdminServiceRequest,
  ServiceRequestHistoryEntry,
  ServiceRequestStatus,
} from '@botlens/contracts';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { serviceRequestHistory, serviceRequests } from '../../db/schema';

type Db = Database | Transaction;
type ServiceRequestRow = typeof serviceRequests.$inferSelect;

/** A stored row as administrators read it: the numeric cost (a string from the driver) as a number. */
export function toAdminServiceRequest(row: ServiceRequestRow): AdminServiceRequest {
  return {
    id: row.id,
    serviceType: row.serviceType as AdminServiceRequest['serviceType'],
    projectTitle: row.projectTitle,
    projectDescription: row.projectDescription,
    specificRequirements: row.specificRequirements,
    budget: row.budget as AdminServiceRequest['budget'],
    timeframe: row.timeframe as AdminServiceRequest['timeframe'],
    priority: row.priority as AdminServiceRequest['priority'],
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    phone: row.phone,
    website: row.website,
    preferredCommunication: row.preferredCommunication as AdminServiceRequest['preferredCommunication'],
    hasExistingWebsite: row.hasExistingWebsite,
    needsHosting: row.needsHosting,
    needsMaintenance: row.needsMaintenance,
    status: row.status as ServiceRequestStatus,
    adminNotes: row.adminNotes,
    estimatedCost: row.estimatedCost === null ? null : Number(row.estimatedCost),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A search's LIKE pattern: the text itself, its % and _ and \ matched as they are. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list's filter: live requests, of one status if given, whose title, e-mail or company contains `search`. */
function listFilter(input: { status?: ServiceRequestStatus; search?: string }): SQL | undefined {
  const search = input.search ?? '';
  const pattern = containsPattern(search);
  return and(
    isNull(serviceRequests.deletedAt),
    input.status ? eq(serviceRequests.status, input.status) : undefined,
    search === ''
      ? undefined
      : or(
          ilike(serviceRequests.projectTitle, pattern),
          ilike(serviceRequests.email, pattern),
          ilike(serviceRequests.company, pattern),
        ),
  );
}

const NEWEST_FIRST = [desc(serviceRequests.createdAt), desc(serviceRequests.id)] as const;

/** Live requests matching the filter, newest first, at most `limit`; and how many match in all. */
export async function listServiceRequestsForAdmin(
  db: Db,
  input: { status?: ServiceRequestStatus; search?: string; limit: number },
): Promise<{ requests: AdminServiceRequest[]; total: number }> {
  const where = listFilter(input);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(serviceRequests)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(input.limit),
    db.select({ total: count() }).from(serviceRequests).where(where),
  ]);
  return { requests: rows.map(toAdminServiceRequest), total: Number(counted?.total ?? 0) };
}

/** The four counters over live requests, in one scan. */
export async function countServiceRequestsByStatus(
  db: Db,
): Promise<{ total: number; pending: number; inProgress: number; completed: number }> {
  const [row] = await db
    .select({
      total: count(),
      pending: sql<number>`count(*) filter (where ${serviceRequests.status} = 'pending')`,
      inProgress: sql<number>`count(*) filter (where ${serviceRequests.status} = 'in_progress')`,
      completed: sql<number>`count(*) filter (where ${serviceRequests.status} = 'completed')`,
    })
    .from(serviceRequests)
    .where(isNull(serviceRequests.deletedAt));
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    inProgress: Number(row?.inProgress ?? 0),
    completed: Number(row?.completed ?? 0),
  };
}

/** Live requests counted by one column's value (service type, budget): value → count. */
export async function countServiceRequestsBy(
  db: Db,
  column: 'serviceType' | 'budget',
): Promise<Record<string, number>> {
  const grouped = serviceRequests[column];
  const rows = await db
    .select({ value: grouped, count: count() })
    .from(serviceRequests)
    .where(isNull(serviceRequests.deletedAt))
    .groupBy(grouped)
    .orderBy(asc(grouped));
  return Object.fromEntries(rows.map((row) => [row.value, Number(row.count)]));
}

/** The `limit` newest live requests. */
export async function newestServiceRequests(db: Db, limit: number): Promise<AdminServiceRequest[]> {
  const rows = await db
    .select()
    .from(serviceRequests)
    .where(isNull(serviceRequests.deletedAt))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows.map(toAdminServiceRequest);
}

/**
 * A request by id, locked for the rest of the transaction so two administrators' changes queue up and
 * each history row names the status it really changed from. `deleted` chooses live or soft-deleted rows.
 */
export async function lockServiceRequest(
  tx: Transaction,
  id: number,
  deleted: boolean,
): Promise<ServiceRequestRow | null> {
  const [row] = await tx
    .select()
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.id, id),
        deleted ? isNotNull(serviceRequests.deletedAt) : isNull(serviceRequests.deletedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Whether a live request with this id exists. */
export async function liveServiceRequestExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.id, id), isNull(serviceRequests.deletedAt)));
  return row !== undefined;
}

/** Writes the administrator's fields; the cost only when given (a decimal string for the numeric column). */
export async function writeServiceRequestAdminFields(
  tx: Transaction,
  id: number,
  fields: { status: ServiceRequestStatus; adminNotes: string | null; estimatedCost?: number },
): Promise<ServiceRequestRow> {
  const [row] = await tx
    .update(serviceRequests)
    .set({
      status: fields.status,
      adminNotes: fields.adminNotes,
      ...(fields.estimatedCost === undefined ? {} : { estimatedCost: fields.estimatedCost.toFixed(2) }),
      updatedAt: sql`now()`,
    })
    .where(eq(serviceRequests.id, id))
    .returning();
  if (!row) throw new Error(`service request ${id} vanished while locked`);
  return row;
}

/** One status change in the request's history. */
export async function insertStatusChange(
  tx: Transaction,
  change: {
    requestId: number;
    fromStatus: ServiceRequestStatus | null;
    toStatus: ServiceRequestStatus;
    changedBy: number | null;
    changedByEmail: string | null;
  },
): Promise<void> {
  await tx.insert(serviceRequestHistory).values(change);
}

/** Marks a request deleted (by whom), or brings it back with `by` null. */
export async function setServiceRequestDeleted(
  tx: Transaction,
  id: number,
  by: { deletedBy: number } | null,
): Promise<ServiceRequestRow> {
  const [row] = await tx
    .update(serviceRequests)
    .set(by ? { deletedAt: sql`now()`, deletedBy: by.deletedBy } : { deletedAt: null, deletedBy: null })
    .where(eq(serviceRequests.id, id))
    .returning();
  if (!row) throw new Error(`service request ${id} vanished while locked`);
  return row;
}

/** A request's status changes, oldest first. */
export async function listStatusChanges(db: Db, requestId: number): Promise<ServiceRequestHistoryEntry[]> {
  const rows = await db
    .select({
      fromStatus: serviceRequestHistory.fromStatus,
      toStatus: serviceRequestHistory.toStatus,
      changedByEmail: serviceRequestHistory.changedByEmail,
      createdAt: serviceRequestHistory.createdAt,
    })
    .from(serviceRequestHistory)
    .where(eq(serviceRequestHistory.requestId, requestId))
    .orderBy(asc(serviceRequestHistory.createdAt), asc(serviceRequestHistory.id));
  return rows.map((row) => ({
    fromStatus: row.fromStatus as ServiceRequestStatus | null,
    toStatus: row.toStatus as ServiceRequestStatus,
    changedByEmail: row.changedByEmail,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Deletes for good the requests soft-deleted before `cutoff` (their history goes with them); how many. */
export async function purgeServiceRequestsDeletedBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(serviceRequests)
    .where(and(isNotNull(serviceRequests.deletedAt), lt(serviceRequests.deletedAt, cutoff)))
    .returning({ id: serviceRequests.id });
  return rows.length;
}
