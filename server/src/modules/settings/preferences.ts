import type { Preferences } from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import type { UserCtx } from '../context';
import { findPreferences, savePreferences } from './preferences.queries';

export async function getPreferences({ ctx }: { ctx: UserCtx }): Promise<Preferences> {
  const found = await findPreferences(ctx.db, ctx.actor.id);
  if (!found) throw new NotFoundError('User not found');
  return found;
}

/** The whole set at once (the form always sends all three); the contract has checked each value. */
export async function updatePreferences({
  ctx,
  input,
}: {
  ctx: UserCtx;
  // The request's zone has been checked: a saved preference always names one.
  input: Preferences & { timeZone: string };
}): Promise<Preferences> {
  return savePreferences(ctx.db, ctx.actor.id, input);
}
