import { statSync } from 'node:fs';
import type { AdminSystemResponse } from '@botlens/contracts';
import type { DatabaseKind } from '../../db/client';
import { buildInfo } from '../../lib/build-info';
import type { Ctx } from '../context';
import type { IngestQueue } from '../tracking/ingest/ingest-queue';
import { spoolFilesIn } from '../tracking/ingest/spool-file';
import type { ServerErrorCounter } from './server-error-counter';
import {
  readAuditsPerDay,
  readDatabaseSizes,
  readHitsPerHour,
  readRowsStored,
  readServerLocation,
} from './system.queries';

const HOURS_SHOWN = 7 * 24;
const DAYS_SHOWN = 30;

/** What the figures are read from in this process: its queue, spool, error counter and database. */
export type SystemDeps = {
  queue: IngestQueue;
  /** Where this process saves unwritten hits at shutdown; null when it has no spool. */
  spoolDir: string | null;
  serverErrors: ServerErrorCounter;
  databaseKind: DatabaseKind;
  startedAt: number;
};

/** The spool files waiting and their size; a file removed between listing and reading is not counted. */
function spoolWaiting(dir: string | null): AdminSystemResponse['spool'] {
  if (!dir) return { directory: null, files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const path of spoolFilesIn(dir)) {
    try {
      bytes += statSync(path).size;
      files += 1;
    } catch {
      // Written back and removed meanwhile.
    }
  }
  return { directory: dir, files, bytes };
}

/**
 * The administrator's System Analytics: real figures, read when asked. Series come from the hourly rollups
 * and a grouped count of audits; sizes from PostgreSQL's catalog (PGlite has the same functions).
 */
export function readSystemStatusVerb(deps: SystemDeps) {
  return async function readSystemStatus({ ctx }: { ctx: Ctx }): Promise<AdminSystemResponse> {
    const [hitsPerHour, auditsPerDay, sizes, stored, location] = await Promise.all([
      readHitsPerHour(ctx.db, HOURS_SHOWN),
      readAuditsPerDay(ctx.db, DAYS_SHOWN),
      readDatabaseSizes(ctx.db),
      readRowsStored(ctx.db),
      deps.databaseKind === 'postgres' ? readServerLocation(ctx.db) : Promise.resolve(ctx.config.dataDir),
    ]);
    const now = Date.now();
    const failure = deps.queue.writeFailure;
    const { version, commit } = buildInfo();
    return {
      generatedAt: new Date(now).toISOString(),
      hitsPerHour,
      ingestQueue: {
        waitingHits: deps.queue.size,
        waitingBytes: deps.queue.estimatedBytes,
        maxHits: deps.queue.maxHits,
        maxBytes: deps.queue.maxBytes,
        writeFailure: failure ? `Since ${failure.at.toISOString()}: ${failure.message}` : null,
      },
      spool: spoolWaiting(deps.spoolDir),
      database: { kind: deps.databaseKind, location, ...sizes },
      stored,
      auditsPerDay,
      serverErrorsLastHour: deps.serverErrors.lastHour(now),
      uptimeSeconds: Math.floor((now - deps.startedAt) / 1000),
      version,
      commit,
    };
  };
}
