import {
  CONTENT_BLOCK_KEYS,
  type ContentBlockKey,
  type ContentBlockVersion,
  type PublicContentResponse,
} from '@botlens/contracts';
import type { Database } from '../../db/client';
import { renderContentMarkdown } from '../../lib/render-markdown';
import {
  type ContentBlockRow,
  seedContentBlocks,
  selectBlockVersions,
  selectCurrentBlocks,
} from './site-content.queries';

// Every public page reads the blocks: kept this long per database in this process; a change made here is
// seen at once (the cache is forgotten), one made by another process within this time.
const PUBLIC_CACHE_MS = 10_000;

type Cached = { content: Promise<PublicContentResponse>; readAt: number };
const cacheByDatabase = new WeakMap<Database, Cached>();

export function toBlockVersion(row: ContentBlockRow): ContentBlockVersion {
  return {
    key: row.key as ContentBlockKey,
    version: row.version,
    markdown: row.markdown,
    html: renderContentMarkdown(row.markdown),
    createdByEmail: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The newest version of each of the four blocks, seeded first when a block has none: start-up seeds them
 * (main.ts), and a database migrated by other means gets them on its first read.
 */
export async function readCurrentBlocks(db: Database): Promise<ContentBlockVersion[]> {
  let rows = await selectCurrentBlocks(db);
  if (rows.length < CONTENT_BLOCK_KEYS.length) {
    await seedContentBlocks(db);
    rows = await selectCurrentBlocks(db);
  }
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return CONTENT_BLOCK_KEYS.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [toBlockVersion(row)] : [];
  });
}

/** GET /api/content: each block's current HTML, rendered and sanitised once per cache period. */
export async function readPublicContent({ ctx }: { ctx: { db: Database } }): Promise<PublicContentResponse> {
  const now = Date.now();
  const cached = cacheByDatabase.get(ctx.db);
  if (cached && now - cached.readAt < PUBLIC_CACHE_MS) return cached.content;
  const content = readCurrentBlocks(ctx.db).then((blocks) => {
    const entries = blocks.map((block) => [block.key, { html: block.html, version: block.version }]);
    return Object.fromEntries(entries) as PublicContentResponse;
  });
  cacheByDatabase.set(ctx.db, { content, readAt: now });
  // A failed read is not kept: the next caller tries again.
  content.catch(() => cacheByDatabase.delete(ctx.db));
  return content;
}

export function forgetPublicContent(db: Database): void {
  cacheByDatabase.delete(db);
}

export async function readBlockVersions({
  ctx,
  input,
}: {
  ctx: { db: Database };
  input: { key: ContentBlockKey };
}): Promise<ContentBlockVersion[]> {
  // Seeded on first read, like the current blocks.
  await readCurrentBlocks(ctx.db);
  return (await selectBlockVersions(ctx.db, input.key)).map(toBlockVersion);
}
