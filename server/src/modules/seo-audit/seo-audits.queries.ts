import { randomBytes } from 'node:crypto';
import { AUDIT_LIST_MAX, type SeoAudit, type SeoAuditSummary } from '@botlens/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type SeoAuditRow, type StoredAuditResult, seoAudits } from '../../db/schema';

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
