import type { SystemSettings, SystemSettingsResponse, UpdateSystemSettingsRequest } from '@botlens/contracts';
import { recordAdminAction } from '../admin/record-admin-action';
import { findUserByEmail } from '../auth/users.queries';
import type { Ctx, UserCtx } from '../context';
import { DEMO_EMAIL } from '../demo/seed-demo';
import { emailOfUser, lockSettingsRow, updateSettingsRow } from './system-settings.queries';
import { type StoredSystemSettings, systemSettingsOf, toStoredSettings } from './system-settings-reader';

function settingsOf(row: StoredSystemSettings): SystemSettings {
  const { updatedAt: _at, updatedBy: _by, ...settings } = row;
  return settings;
}

async function toResponse(ctx: Ctx, row: StoredSystemSettings): Promise<SystemSettingsResponse> {
  return {
    ...settingsOf(row),
    updatedAt: row.updatedAt.toISOString(),
    updatedByEmail: await emailOfUser(ctx.db, row.updatedBy),
    demoAccount: (await findUserByEmail(ctx.db, DEMO_EMAIL)) !== undefined,
  };
}

/** GET /api/admin/settings: read through the row, not the cache, so the tab shows what is stored. */
export async function getSystemSettings({ ctx }: { ctx: UserCtx }): Promise<SystemSettingsResponse> {
  const reader = systemSettingsOf(ctx);
  reader.forget();
  return toResponse(ctx, await reader.read());
}

/**
 * An administrator saves the five settings: the row and its record (each changed setting, from → to) in one
 * transaction; then this process's reader takes the new row, so the change is in force here at once (other
 * processes within SETTINGS_CACHE_MS). A save that changes nothing records nothing.
 */
export async function updateSystemSettings({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: UpdateSystemSettingsRequest;
}): Promise<SystemSettingsResponse> {
  const reader = systemSettingsOf(ctx);
  // Makes sure the row exists (a first read seeds it) before it is locked.
  await reader.read();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await lockSettingsRow(tx);
    if (!before) throw new Error('system_settings row missing');
    const from = settingsOf(toStoredSettings(before));
    const changed = (Object.keys(input) as (keyof SystemSettings)[]).filter(
      (name) => from[name] !== input[name],
    );
    if (changed.length === 0) return before;
    const after = await updateSettingsRow(tx, input, ctx.actor.id);
    await recordAdminAction(tx, ctx, {
      action: 'settings.updated',
      targetType: 'system-settings',
      targetId: 1,
      details: {
        from: Object.fromEntries(changed.map((name) => [name, from[name]])),
        to: Object.fromEntries(changed.map((name) => [name, input[name]])),
      },
    });
    return after;
  });
  reader.replace(row);
  const saved = toStoredSettings(row);
  ctx.log.info({ settings: settingsOf(saved) }, 'system settings saved by an administrator');
  return toResponse(ctx, saved);
}
