import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What administrators did with their powers (a user's plan changed, a message closed…): who, when, to
 * what, with what. Written in the same transaction as the change; never updated or deleted.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys: the record outlives both accounts.
    adminId: integer('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    // The address the request came from (null for a change made by a command or a job).
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_time_idx').on(t.createdAt),
    index('admin_actions_admin_idx').on(t.adminId, t.createdAt),
    index('admin_actions_action_idx').on(t.action, t.createdAt),
    index('admin_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
