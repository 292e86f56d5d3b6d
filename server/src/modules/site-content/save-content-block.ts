import type { ContentBlockKey, ContentBlockVersion } from '@botlens/contracts';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import { forgetPublicContent, readCurrentBlocks, toBlockVersion } from './site-content';
import { insertBlockVersion, selectBlockVersion, selectLatestVersionNumber } from './site-content.queries';

const STALE = 'This content was changed by someone else since you opened it. Reload to see their version.';

/**
 * Writes a block's next version over `baseVersion` with its record, in one transaction: a save from an
 * older version (or racing another from the same one: the primary key decides) is a 409 and changes nothing.
 */
async function writeNextVersion(
  ctx: UserCtx,
  input: { key: ContentBlockKey; markdown: string; baseVersion: number },
  record: { action: string; details: Record<string, unknown> },
): Promise<ContentBlockVersion> {
  await readCurrentBlocks(ctx.db);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const latest = await selectLatestVersionNumber(tx, input.key);
      if (latest !== input.baseVersion) throw new ConflictError(STALE, 'baseVersion');
      const created = await insertBlockVersion(tx, {
        key: input.key,
        version: latest + 1,
        markdown: input.markdown,
        createdBy: ctx.actor.id,
        createdByEmail: ctx.actor.email,
      });
      await recordAdminAction(tx, ctx, {
        action: record.action,
        targetType: 'content-block',
        targetId: input.key,
        details: { fromVersion: latest, toVersion: created.version, ...record.details },
      });
      return created;
    });
    return toBlockVersion(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(STALE, 'baseVersion');
    throw error;
  } finally {
    forgetPublicContent(ctx.db);
  }
}

/** PUT /api/admin/content/:key: the administrator's edit, as a new version. */
export async function saveContentBlock({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { key: ContentBlockKey; markdown: string; baseVersion: number };
}): Promise<ContentBlockVersion> {
  return writeNextVersion(ctx, input, {
    action: 'content.updated',
    details: { characters: input.markdown.length },
  });
}

/** POST /api/admin/content/:key/restore: an old version's text written again as the newest. */
export async function restoreContentBlock({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { key: ContentBlockKey; version: number };
}): Promise<ContentBlockVersion> {
  const old = await selectBlockVersion(ctx.db, input.key, input.version);
  if (!old) throw new NotFoundError(`Version ${input.version} of this block does not exist`);
  const current = (await readCurrentBlocks(ctx.db)).find((block) => block.key === input.key);
  return writeNextVersion(
    ctx,
    { key: input.key, markdown: old.markdown, baseVersion: current?.version ?? 0 },
    { action: 'content.restored', details: { restoredVersion: input.version } },
  );
}
