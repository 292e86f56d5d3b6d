import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { llmsTxtGenerations, websites } from '../../db/schema';

export type LlmsTxtGenerationRow = typeof llmsTxtGenerations.$inferSelect;
export type SkippedPage = { url: string; reason: string };

export async function latestGeneration(db: Database, websiteId: number) {
  const [row] = await db
    .select()
    .from(llmsTxtGenerations)
    .where(eq(llmsTxtGenerations.websiteId, websiteId))
    .orderBy(desc(llmsTxtGenerations.startedAt), desc(llmsTxtGenerations.id))
    .limit(1);
  return row ?? null;
}

/**
 * A generation still 'running' since before `startedBefore` belongs to a process that stopped (a crash, a
 * restart): a run of this process always ends well within that time (its budget). It is marked failed so
 * that it neither shows progress forever nor blocks a new generation.
 */
export async function failAbandonedGenerations(db: Database, websiteId: number, startedBefore: Date) {
  await db
    .update(llmsTxtGenerations)
    .set({
      status: 'failed',
      error: 'The generation stopped before it finished (the server restarted); start it again.',
      finishedAt: new Date(),
    })
    .where(
      and(
        eq(llmsTxtGenerations.websiteId, websiteId),
        eq(llmsTxtGenerations.status, 'running'),
        lt(llmsTxtGenerations.startedAt, startedBefore),
      ),
    );
}

/**
 * A new running generation, unless one is running for the website already: then that one. The website's
 * row is locked first, so two requests at once cannot both start one.
 */
export async function startGenerationUnlessRunning(
  db: Database,
  websiteId: number,
  createdBy: number,
): Promise<{ row: LlmsTxtGenerationRow; started: boolean }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: websites.id }).from(websites).where(eq(websites.id, websiteId)).for('update');
    const [running] = await tx
      .select()
      .from(llmsTxtGenerations)
      .where(and(eq(llmsTxtGenerations.websiteId, websiteId), eq(llmsTxtGenerations.status, 'running')))
      .orderBy(desc(llmsTxtGenerations.startedAt))
      .limit(1);
    if (running) return { row: running, started: false };
    const [row] = await tx.insert(llmsTxtGenerations).values({ websiteId, createdBy }).returning();
    if (!row) throw new Error('llms.txt generation was not recorded');
    return { row, started: true };
  });
}

/** Progress of a running generation; a generation already ended (marked abandoned) is left as it is. */
export async function recordProgress(
  db: Database,
  id: number,
  progress: { pagesTotal: number; pagesDone: number },
) {
  await db
    .update(llmsTxtGenerations)
    .set(progress)
    .where(and(eq(llmsTxtGenerations.id, id), eq(llmsTxtGenerations.status, 'running')));
}

export async function finishGeneration(
  db: Database,
  id: number,
  outcome:
    | { status: 'finished'; llmsTxt: string; pagesTotal: number; pagesDone: number; skipped: SkippedPage[] }
    | { status: 'failed'; error: string; pagesTotal: number; pagesDone: number; skipped: SkippedPage[] },
) {
  await db
    .update(llmsTxtGenerations)
    .set({ ...outcome, finishedAt: sql`now()` })
    .where(and(eq(llmsTxtGenerations.id, id), eq(llmsTxtGenerations.status, 'running')));
}
