import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per committed batch of hits, written in the batch's own transaction: the answer to "was this batch
 * stored?" when the writer cannot know. That happens when the connection drops after PostgreSQL committed
 * but before the driver heard it, and when a batch saved to the spool file at shutdown is replayed at the
 * next start. Without it, hits that carry no event id (snippet, pixel) would be stored and counted twice.
 */
export const ingestBatches = pgTable(
  'ingest_batches',
  {
    id: text('id').primaryKey(),
    // Each hit's outcome in batch order, run-length encoded (see batch-ledger.ts): what the writer answers
    // for a batch it finds already committed.
    outcomes: text('outcomes').notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ingest_batches_committed_idx').on(t.committedAt)],
);
