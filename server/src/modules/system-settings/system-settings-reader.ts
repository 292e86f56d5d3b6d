import type { SystemSettings } from '@botlens/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  insertSettingsRowIfMissing,
  type SystemSettingsRow,
  selectSettingsRow,
} from './system-settings.queries';

/**
 * How long a process trusts the settings it read. A save in this process is seen at once (the reader is
 * given the new row); one made by another process on the same PostgreSQL database within this time.
 */
export const SETTINGS_CACHE_MS = 3_000;

/** The settings row as every consumer reads it: the five settings, typed, and who saved them when. */
export type StoredSystemSettings = SystemSettings & { updatedAt: Date; updatedBy: number | null };

export function toStoredSettings(row: SystemSettingsRow): StoredSystemSettings {
  return {
    dataRetentionDays: row.dataRetentionDays,
    botSimulation: row.botSimulation,
    sessionTimeoutDays: row.sessionTimeoutDays,
    // The table's checks allow only the options.
    registration: row.registration as SystemSettings['registration'],
    rateLimiting: row.rateLimiting as SystemSettings['rateLimiting'],
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/**
 * The first values, from the environment: RETENTION_DAYS, SESSION_TTL_DAYS and RATE_LIMITING as they are
 * (a number outside the options is kept until an administrator picks one), registration open, and the bot
 * simulation on when the demo account is loaded at start (main says so; elsewhere SEED_DEMO=on).
 */
export function initialSettings(config: Config, demoSeeded = config.seedDemo === true): SystemSettings {
  return {
    dataRetentionDays: config.retentionDays,
    botSimulation: demoSeeded,
    sessionTimeoutDays: config.sessionTtlDays,
    registration: 'open',
    rateLimiting: config.rateLimiting,
  };
}

/**
 * The settings every consumer reads (the retention job, the ingest's expiry rule, sessions, registration,
 * the limiters, the bot simulation): one reader per database in this process, cached a few seconds, so a
 * change takes effect without a restart and costs a request nothing but, every few seconds, one query.
 * `peek()` answers at once for the hot paths (the ingest doors): the last value read, refreshed behind.
 */
export class SystemSettingsReader {
  private last: StoredSystemSettings | undefined;
  private readAt = 0;
  private pending: Promise<StoredSystemSettings> | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly now: () => number = Date.now,
  ) {}

  /** The settings in force, read from the row when the cached copy is older than SETTINGS_CACHE_MS. */
  async read(): Promise<StoredSystemSettings> {
    if (this.last && this.now() - this.readAt < SETTINGS_CACHE_MS) return this.last;
    this.pending ??= this.load().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /**
   * The last settings read, at once, with a fresh read started when they are old: for code that cannot wait
   * (a flood check per hit). Before the first read, the environment's values.
   */
  peek(): SystemSettings {
    if (!this.last || this.now() - this.readAt >= SETTINGS_CACHE_MS) {
      this.read().catch(() => {
        // The next caller tries again; the hot path keeps the values it had.
      });
    }
    return this.last ?? initialSettings(this.config);
  }

  /** After a save in this process: the new row is in force here at once. */
  replace(row: SystemSettingsRow): void {
    this.last = toStoredSettings(row);
    this.readAt = this.now();
  }

  /** Forgets the cached copy: the next read goes to the row. */
  forget(): void {
    this.readAt = 0;
  }

  private async load(): Promise<StoredSystemSettings> {
    let row = await selectSettingsRow(this.db);
    if (!row) {
      // A database migrated by other means than main (a test's, a restored dump): its first read seeds it.
      await insertSettingsRowIfMissing(this.db, initialSettings(this.config));
      row = await selectSettingsRow(this.db);
      if (!row) throw new Error('system_settings row missing after it was written');
    }
    const settings = toStoredSettings(row);
    this.last = settings;
    this.readAt = this.now();
    return settings;
  }
}

const readers = new WeakMap<Database, SystemSettingsReader>();

/** This process's reader of a database's settings (one per database, whoever asks). */
export function systemSettingsOf(ctx: { db: Database; config: Config }): SystemSettingsReader {
  let reader = readers.get(ctx.db);
  if (!reader) {
    reader = new SystemSettingsReader(ctx.db, ctx.config);
    readers.set(ctx.db, reader);
  }
  return reader;
}

/** Start-up (main): writes the first values when there is no row yet, never touching an existing one. */
export async function seedSystemSettings(
  ctx: { db: Database; config: Config },
  demoSeeded: boolean,
): Promise<void> {
  await insertSettingsRowIfMissing(ctx.db, initialSettings(ctx.config, demoSeeded));
  systemSettingsOf(ctx).forget();
}
