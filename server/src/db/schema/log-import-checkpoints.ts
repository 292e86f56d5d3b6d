import {
  bigint,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * How far each access log sent to a website has been imported: what makes "the same file twice counts
 * nothing twice" hold without an id per line (log-import/checkpoint.ts). A file is recognised by a hash of
 * its first lines (`fingerprintLines` of them: fewer than eight only while the file was that short), so a
 * renamed, rotated or gzipped copy is the same file; `contentHash` is the SHA-256 of its first `lines` lines
 * as committed, written in the transaction of the batch that committed them.
 */
export const logImportCheckpoints = pgTable(
  'log_import_checkpoints',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    fingerprintLines: smallint('fingerprint_lines').notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('log_import_checkpoints_file_unique').on(t.websiteId, t.fingerprintLines, t.fingerprint),
  ],
);

export type LogImportCheckpointRow = typeof logImportCheckpoints.$inferSelect;
