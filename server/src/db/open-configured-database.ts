import { join } from 'node:path';
import type { Config } from '../config';
import { type DatabaseHandle, openPglite, openPostgres } from './client';
import { lockDataDir } from './data-dir-lock';
import { migrateDatabase } from './migrate';

/** The database the configuration names, locked (embedded) and migrated, ready for the app. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = openPostgres(config.databaseUrl);
    await migrateDatabase(handle, config.migrationsDir);
    return handle;
  }
  const releaseLock = lockDataDir(config.dataDir);
  try {
    const handle = await openPglite(join(config.dataDir, 'pgdata'));
    await migrateDatabase(handle, config.migrationsDir);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
