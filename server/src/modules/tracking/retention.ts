import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { botEvents, botSessions, humanEventIds } from '../../db/schema';

const HOUR_MS = 3_600_000;

/** Deletes raw hits, sessions and resend guards older than the retention period; rollups stay. */
export async function deleteExpiredData(db: Database, retentionDays: number): Promise<void> {
  const cutoff = new Date(Date.now() - retentionDays * 24 * HOUR_MS);
  await db.delete(botEvents).where(lt(botEvents.occurredAt, cutoff));
  await db.delete(botSessions).where(lt(botSessions.lastSeenAt, cutoff));
  await db.delete(humanEventIds).where(lt(humanEventIds.seenAt, cutoff));
}

/** Runs the clean-up shortly after start and then hourly; returns a stop function for shutdown. */
export function scheduleRetention(db: Database, retentionDays: number, log: FastifyBaseLogger): () => void {
  const run = () =>
    deleteExpiredData(db, retentionDays).catch((error: unknown) =>
      log.error({ err: error }, 'retention clean-up failed'),
    );
  const first = setTimeout(run, 60_000);
  const hourly = setInterval(run, HOUR_MS);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
