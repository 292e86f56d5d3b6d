import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Requests for work sent from the /request-service wizard (part 2 §3). Administrators move them through
 * the statuses; a delete is soft (`deleted_at`) so the admin screen's Undo can bring it back, and deleted
 * rows are purged later.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    serviceType: text('service_type').notNull(),
    projectTitle: text('project_title').notNull(),
    projectDescription: text('project_description').notNull(),
    specificRequirements: text('specific_requirements'),
    budget: text('budget').notNull(),
    timeframe: text('timeframe').notNull(),
    priority: text('priority').notNull().default('medium'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    website: text('website'),
    preferredCommunication: text('preferred_communication').notNull().default('email'),
    hasExistingWebsite: boolean('has_existing_website').notNull().default(false),
    needsHosting: boolean('needs_hosting').notNull().default(false),
    needsMaintenance: boolean('needs_maintenance').notNull().default(false),
    status: text('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    // A decimal amount; read back as a string by the driver and turned into a number at the edge.
    estimatedCost: numeric('estimated_cost', { precision: 12, scale: 2 }),
    // The signed-in sender, if any; no foreign key: the request outlives the account.
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by'),
  },
  (t) => [
    index('service_requests_created_idx').on(t.createdAt),
    index('service_requests_status_idx').on(t.status, t.createdAt),
    check(
      'service_requests_status_check',
      sql`${t.status} in ('pending', 'reviewed', 'quoted', 'in_progress', 'completed', 'cancelled')`,
    ),
    check('service_requests_estimated_cost_check', sql`${t.estimatedCost} >= 0`),
  ],
);

/** Every status change of a request (and its creation, from null), with who made it and when. */
export const serviceRequestHistory = pgTable(
  'service_request_history',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    // Null when the visitor's submission created the request.
    changedBy: integer('changed_by'),
    changedByEmail: text('changed_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_request_history_request_idx').on(t.requestId, t.createdAt)],
);
