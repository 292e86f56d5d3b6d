import type { AdminUser } from '@botlens/contracts';
import type { Config } from '../../config';
import type { UserRow } from '../../db/schema';
import { normaliseEmail, toUserDto } from './users.queries';

/**
 * The account of ADMIN_EMAIL: start-up makes it an administrator again each time, so through the API it is
 * never deleted, demoted or given another address (the next start would bring it back or make a second).
 */
export function isReservedAdmin(config: Config, row: Pick<UserRow, 'email'>): boolean {
  return config.admin !== undefined && normaliseEmail(config.admin.email) === row.email;
}

export const RESERVED_ADMIN_UNDELETABLE = 'The reserved administrator (ADMIN_EMAIL) cannot be deleted';
export const RESERVED_ADMIN_ROLE = 'The reserved administrator (ADMIN_EMAIL) must stay an administrator';
export const RESERVED_ADMIN_EMAIL = 'The reserved administrator’s e-mail address is set by ADMIN_EMAIL';

/** The user as the administrator's tabs see it. */
export function toAdminUserDto(config: Config, row: UserRow): AdminUser {
  return {
    ...toUserDto(row),
    reservedAdmin: isReservedAdmin(config, row),
    stripeSubscription: row.stripeSubscriptionId !== null,
  };
}
