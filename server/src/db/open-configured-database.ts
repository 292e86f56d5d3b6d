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
    // On a connection of its own without the statement timeout: a migration may rebuild an index of
    // millions of rows.
    const migrator = openPostgres(config.databaseUrl, { max: 1, statementTimeoutMs: 0 });
    try {
      await migrateDatabase(migrator, config.migrationsDir);
    } finally {
      await migrator.close();
    }
    return { ...openPostgres(config.databaseUrl), created: false };
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
