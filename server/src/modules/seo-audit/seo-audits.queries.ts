import { randomBytes } from 'node:crypto';
import {
  type AdminAuditRow,
  type AdminAuditsResponse,
  AUDIT_LIST_MAX,
  SCORE_GOOD,
  SCORE_HIGH,
  type SeoAudit,
  type SeoAuditSummary,
} from '@botlens/contracts';
import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type SeoAuditRow, type StoredAuditResult, seoAudits, users } from '../../db/schema';

/** Who an audit belongs to: an account, or an anonymous browser (the hash of its visitor cookie). */
export type AuditOwner = { userId: number } | { visitorHash: string };

/** 128 random bits, URL-safe: the report's address is its capability, so it must not be guessable. */
export function newAuditId(): string {
  return randomBytes(16).toString('base64url');
}

export async function insertAudit(
  db: Database,
  owner: AuditOwner,
  result: StoredAuditResult,
): Promise<SeoAudit> {
  const [row] = await db
    .insert(seoAudits)
    .values({
      auditId: newAuditId(),
      userId: 'userId' in owner ? owner.userId : null,
      visitorHash: 'visitorHash' in owner ? owner.visitorHash : null,
      domain: result.domain,
      aiReadinessScore: result.aiReadinessScore,
      result,
    })
    .returning();
  return toSeoAudit(row as SeoAuditRow);
}

export async function findAudit(db: Database, auditId: string): Promise<SeoAudit | null> {
  const [row] = await db.select().from(seoAudits).where(eq(seoAudits.auditId, auditId)).limit(1);
  return row ? toSeoAudit(row) : null;
}

/** The owner's audits, newest first, at most AUDIT_LIST_MAX. */
export async function listAuditsOfOwner(db: Database, owner: AuditOwner): Promise<SeoAuditSummary[]> {
  const rows = await db
    .select({
      id: seoAudits.id,
      auditId: seoAudits.auditId,
      domain: seoAudits.domain,
      status: seoAudits.status,
      createdAt: seoAudits.createdAt,
      aiReadinessScore: seoAudits.aiReadinessScore,
    })
    .from(seoAudits)
    .where(
      'userId' in owner ? eq(seoAudits.userId, owner.userId) : eq(seoAudits.visitorHash, owner.visitorHash),
    )
    .orderBy(desc(seoAudits.createdAt), desc(seoAudits.id))
    .limit(AUDIT_LIST_MAX);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

function toSeoAudit(row: SeoAuditRow): SeoAudit {
  return {
    ...row.result,
    id: row.id,
    auditId: row.auditId,
    domain: row.domain,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    aiReadinessScore: row.aiReadinessScore,
  };
}

/** A search's LIKE pattern: the text itself, its % and _ and \ matched as they are. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The administrator's filter: every audit, or those whose domain contains `search` or whose id is it. */
function adminAuditFilter(search: string): SQL | undefined {
  if (search === '') return undefined;
  return or(ilike(seoAudits.domain, containsPattern(search)), eq(seoAudits.auditId, search));
}

/** One page of audits for the administrator, newest first, with the owner's e-mail. */
export async function listAuditsForAdmin(
  db: Database,
  input: { search: string; page: number; pageSize: number },
): Promise<AdminAuditRow[]> {
  const rows = await db
    .select({
      id: seoAudits.id,
      auditId: seoAudits.auditId,
      domain: seoAudits.domain,
      aiReadinessScore: seoAudits.aiReadinessScore,
      createdAt: seoAudits.createdAt,
      ownerEmail: users.email,
    })
    .from(seoAudits)
    .leftJoin(users, eq(users.id, seoAudits.userId))
    .where(adminAuditFilter(input.search))
    .orderBy(desc(seoAudits.createdAt), desc(seoAudits.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The tab's counts over the audits the search matches (all of them without one), in one scan. */
export async function countAuditsForAdmin(
  db: Database,
  search: string,
): Promise<AdminAuditsResponse['counts']> {
  const [row] = await db
    .select({
      total: count(),
      highPerformance: sql<number>`count(*) filter (where ${seoAudits.aiReadinessScore} >= ${SCORE_HIGH})`,
      needImprovement: sql<number>`count(*) filter (where ${seoAudits.aiReadinessScore} < ${SCORE_GOOD})`,
    })
    .from(seoAudits)
    .where(adminAuditFilter(search));
  return {
    total: Number(row?.total ?? 0),
    highPerformance: Number(row?.highPerformance ?? 0),
    needImprovement: Number(row?.needImprovement ?? 0),
  };
}

/** Deletes an audit by its row id; what it was, or null when there is none. */
export async function deleteAuditRow(
  db: Database | Transaction,
  id: number,
): Promise<{ auditId: string; domain: string; userId: number | null } | null> {
  const [row] = await db
    .delete(seoAudits)
    .where(eq(seoAudits.id, id))
    .returning({ auditId: seoAudits.auditId, domain: seoAudits.domain, userId: seoAudits.userId });
  return row ?? null;
}
