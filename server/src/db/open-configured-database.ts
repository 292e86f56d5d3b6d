import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { type DatabaseHandle, openPglite, openPostgres } from './client';
import { lockDataDir } from './data-dir-lock';
import { migrateDatabase } from './migrate';

/**
 * The database the configuration names, locked (embedded) and migrated, ready for the app. `created` says
 * whether this start created the embedded database (the demo data is seeded on that first start).
 */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle & { created: boolean }> {
  if (config.databaseUrl) {
    const handle = openPostgres(config.databaseUrl);
    await migrateDatabase(handle, config.migrationsDir);
    return { ...handle, created: false };
  }
  const releaseLock = lockDataDir(config.dataDir);
  try {
    const pgdata = join(config.dataDir, 'pgdata');
    const created = !existsSync(join(pgdata, 'PG_VERSION'));
    const handle = await openPglite(pgdata);
    await migrateDatabase(handle, config.migrationsDir);
    return {
      ...handle,
      created,
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
