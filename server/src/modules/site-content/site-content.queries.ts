import { CONTENT_BLOCK_KEYS, type ContentBlockKey } from '@botlens/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { contentBlocks } from '../../db/schema';
import { CONTENT_DEFAULTS } from './content-defaults';

export type ContentBlockRow = typeof contentBlocks.$inferSelect;

/** The newest version of every block. */
export async function selectCurrentBlocks(db: Database): Promise<ContentBlockRow[]> {
  return db
    .selectDistinctOn([contentBlocks.key])
    .from(contentBlocks)
    .orderBy(contentBlocks.key, desc(contentBlocks.version));
}

/** A block's versions, newest first (at most `limit`). */
export async function selectBlockVersions(
  db: Database,
  key: ContentBlockKey,
  limit = 200,
): Promise<ContentBlockRow[]> {
  return db
    .select()
    .from(contentBlocks)
    .where(eq(contentBlocks.key, key))
    .orderBy(desc(contentBlocks.version))
    .limit(limit);
}

export async function selectBlockVersion(
  db: Database | Transaction,
  key: ContentBlockKey,
  version: number,
): Promise<ContentBlockRow | undefined> {
  const [row] = await db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.key, key), eq(contentBlocks.version, version)));
  return row;
}

export async function selectLatestVersionNumber(db: Transaction, key: ContentBlockKey): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${contentBlocks.version}), 0)::int` })
    .from(contentBlocks)
    .where(eq(contentBlocks.key, key));
  return Number(row?.version ?? 0);
}

/**
 * A new version. The primary key (key, version) decides two saves racing from one base: the second fails
 * with a unique violation, which the verb answers as a stale save.
 */
export async function insertBlockVersion(
  tx: Transaction,
  values: {
    key: ContentBlockKey;
    version: number;
    markdown: string;
    createdBy: number;
    createdByEmail: string;
  },
): Promise<ContentBlockRow> {
  const [row] = await tx.insert(contentBlocks).values(values).returning();
  if (!row) throw new Error('content_blocks insert returned no row');
  return row;
}

/** Version 1 of each block that has none, with the product's own text; existing blocks are left alone. */
export async function seedContentBlocks(db: Database): Promise<void> {
  await db
    .insert(contentBlocks)
    .values(CONTENT_BLOCK_KEYS.map((key) => ({ key, version: 1, markdown: CONTENT_DEFAULTS[key] })))
    .onConflictDoNothing();
}
