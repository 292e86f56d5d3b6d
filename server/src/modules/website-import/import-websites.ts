import { type ImportResult, type ImportRowError, MAX_WEBSITES_PER_ACCOUNT } from '@botlens/contracts';
import type { Transaction } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import { newIngestKey, newTrackingId } from '../websites/website-keys';
import { checkImportRow, type ImportedWebsite, type RawImportRow } from './import-rows';
import {
  addToImportRun,
  countLiveWebsitesOfUser,
  createImportRun,
  existingDomainsOfUser,
  findImportRunOfUser,
  insertImportedWebsites,
} from './website-import.queries';

/** Rows per INSERT and per duplicate lookup. */
export const IMPORT_BATCH_ROWS = 1000;

export type ImportWebsitesInput = {
  format: 'csv' | 'json';
  rows: RawImportRow[];
  sourceList: string;
  importId?: number;
  rowOffset?: number;
};

/**
 * Imports rows as the caller's own tracked websites (each with its tracking id and ingest key, like one
 * added by hand), in batches: one duplicate lookup and one multi-row INSERT per batch, never a query per
 * row. Every rejected row comes back with its number in the file and why. The run is recorded in
 * website_imports (a later chunk of the same file adds to it), and an administrator's import in the
 * activity log, all in the transaction of the inserts.
 */
export async function importWebsites({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: ImportWebsitesInput;
}): Promise<ImportResult> {
  const rowOffset = input.rowOffset ?? 0;
  const userId = ctx.actor.id;
  const result = await ctx.db.transaction(async (tx) => {
    const run = input.importId
      ? await findImportRunOfUser(tx, input.importId, userId, input.format)
      : await createImportRun(tx, { userId, sourceList: input.sourceList, format: input.format });
    if (!run) throw new NotFoundError('Import not found');
    let room = MAX_WEBSITES_PER_ACCOUNT - (await countLiveWebsitesOfUser(tx, userId));
    const errors: ImportRowError[] = [];
    const seen = new Map<string, number>();
    let success = 0;
    for (let from = 0; from < input.rows.length; from += IMPORT_BATCH_ROWS) {
      const batch: Array<{ row: number; website: ImportedWebsite }> = [];
      const slice = input.rows.slice(from, from + IMPORT_BATCH_ROWS);
      for (const [index, raw] of slice.entries()) {
        const row = rowOffset + from + index + 1;
        const checked = checkImportRow(raw);
        const earlier = checked.ok ? seen.get(checked.value.domain) : undefined;
        if (!checked.ok) errors.push({ row, message: checked.message });
        else if (earlier !== undefined) {
          errors.push({ row, message: `Duplicate of row ${earlier}: ${checked.value.domain}` });
        } else {
          seen.set(checked.value.domain, row);
          batch.push({ row, website: checked.value });
        }
      }
      const fresh = await withoutExisting(tx, userId, batch, errors);
      const taken = fresh.slice(0, Math.max(room, 0));
      for (const { row } of fresh.slice(taken.length)) {
        errors.push({
          row,
          message: `Website limit reached: an account may hold at most ${MAX_WEBSITES_PER_ACCOUNT} websites`,
        });
      }
      await insertImportedWebsites(
        tx,
        taken.map(({ website }) => ({
          ...website,
          userId,
          sourceList: run.sourceList,
          trackingId: newTrackingId(),
          ingestKey: newIngestKey(),
        })),
      );
      room -= taken.length;
      success += taken.length;
    }
    errors.sort((a, b) => a.row - b.row);
    await addToImportRun(tx, run.id, success, errors.length);
    if (ctx.actor.role === 'admin') {
      await recordAdminAction(tx, ctx, {
        action: 'websites.imported',
        targetType: 'website_import',
        targetId: run.id,
        details: {
          sourceList: run.sourceList,
          format: input.format,
          succeeded: success,
          failed: errors.length,
          rowOffset,
        },
      });
    }
    return { success, failed: errors.length, errors, importId: run.id };
  });
  ctx.log.info(
    { importId: result.importId, success: result.success, failed: result.failed },
    'websites imported',
  );
  return result;
}

/** The batch's rows whose domain the account does not track yet; the others become errors. */
async function withoutExisting(
  tx: Transaction,
  userId: number,
  batch: Array<{ row: number; website: ImportedWebsite }>,
  errors: ImportRowError[],
) {
  const existing = await existingDomainsOfUser(
    tx,
    userId,
    batch.map(({ website }) => website.domain),
  );
  return batch.filter(({ row, website }) => {
    if (!existing.has(website.domain)) return true;
    errors.push({ row, message: `Duplicate: ${website.domain} is already one of your websites` });
    return false;
  });
}
