import type { SeoAudit } from '@botlens/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What an audit computed (everything of SeoAudit but the ids, status and time, which are columns). */
export type StoredAuditResult = Omit<SeoAudit, 'id' | 'auditId' | 'createdAt' | 'status'>;

/**
 * AI-readiness audits. An audit belongs to the account that ran it, or, run without an account, to the
 * browser that ran it (the SHA-256 of its visitor cookie, never the cookie itself). auditId is random and
 * unguessable: the report's link is what Share Report hands out.
 */
export const seoAudits = pgTable(
  'seo_audits',
  {
    id: serial('id').primaryKey(),
    auditId: text('audit_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash'),
    domain: text('domain').notNull(),
    status: text('status', { enum: ['completed'] })
      .notNull()
      .default('completed'),
    aiReadinessScore: integer('ai_readiness_score').notNull(),
    result: jsonb('result').$type<StoredAuditResult>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seo_audits_audit_id_unique').on(t.auditId),
    index('seo_audits_user_idx').on(t.userId, t.createdAt),
    index('seo_audits_visitor_idx').on(t.visitorHash, t.createdAt),
  ],
);

export type SeoAuditRow = typeof seoAudits.$inferSelect;
