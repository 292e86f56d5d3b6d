import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { websites } from '../../db/schema';
import type { Job } from '../../lib/jobs';

/**
 * Rows deleted per statement. A website can hold millions of hits; deleting them in one statement held the
 * website's row (and on the embedded database the only connection) for seconds, and every ingest batch that
 * carried a hit for it waited, with every other website's hits behind it. A few thousand rows take tens of
 * milliseconds, so other work runs between two steps.
 */
export const PURGE_CHUNK_ROWS = 5000;
// How often the purge job (websitePurgeJob) looks for marked websites: how soon a failed purge is retried.
const PURGE_JOB_EVERY_MS = 60_000;

/**
 * Each table is deleted in the order of its primary key, each step starting after the last key the step
 * before deleted, so that no step costs more than the rows it deletes. Measured on 2 million hits: 51 s when
 * each step began at the website's first key again (walking the index entries of the rows deleted so far,
 * which stay until vacuum), 124 s when the planner sorted all the website's rows at each step (see
 * deleteStep), 3.6 s as it is; one statement took 1.3 s, holding the website's row throughout.
 */
const PURGED_TABLES = [
  {
    table: 'bot_events',
    key: [
      { column: 'occurred_at', type: 'timestamptz' },
      { column: 'id', type: 'bigint' },
    ],
  },
  {
    table: 'bot_sessions',
    key: [
      { column: 'started_at', type: 'timestamptz' },
      { column: 'id', type: 'bigint' },
    ],
  },
  { table: 'human_event_ids', key: [{ column: 'event_id', type: 'text' }] },
] as const;
type PurgedTable = (typeof PURGED_TABLES)[number];

/**
 * Deletes the data of websites marked as deleting (websites.deleting_since), in small steps, then the
 * website itself; its rollups and page windows go with it by foreign key. A delete answers at once: the
 * mark hides the website from every reader and writer, and this finishes the work in the background. Marks
 * left by a stop or a crash are picked up on the next start (purgeSoon at boot), and a failed purge by the
 * purge job within a minute.
 */
export class WebsitePurger {
  private running: Promise<void> | undefined;
  private runAgain = false;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly chunkRows = PURGE_CHUNK_ROWS,
  ) {}

  /** Purges every marked website; when a run is under way, it runs once more after it. */
  purgeSoon(): void {
    if (this.closed) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.purgeMarked()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'website purge failed; the purge job retries it within a minute');
      })
      .finally(() => {
        this.running = undefined;
        if (this.runAgain) {
          this.runAgain = false;
          this.purgeSoon();
        }
      });
  }

  /** Purges every marked website now, and resolves when done (the purge job). */
  async purgeNow(): Promise<void> {
    this.purgeSoon();
    await this.idle();
  }

  /** Resolves when no purge is under way or due (tests, and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops after the current step; what is left is purged on the next start. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  private async purgeMarked(): Promise<void> {
    const marked = await this.db
      .select({ id: websites.id })
      .from(websites)
      .where(isNotNull(websites.deletingSince));
    for (const { id } of marked) {
      if (!(await this.purgeWebsite(id))) return;
    }
  }

  /** False when stopped before the website was gone. */
  private async purgeWebsite(websiteId: number): Promise<boolean> {
    for (const table of PURGED_TABLES) {
      let after: string[] | null = null;
      for (;;) {
        if (this.closed) return false;
        const step = await this.deleteStep(table, websiteId, after);
        if (step.deleted < this.chunkRows) break;
        after = step.lastKey;
      }
    }
    if (this.closed) return false;
    // The trigger of migration 0005 deletes what was written between the last step and this statement.
    await this.db.delete(websites).where(and(eq(websites.id, websiteId), isNotNull(websites.deletingSince)));
    return true;
  }

  /**
   * Deletes the next chunkRows rows of the website after the key `after` (the key as text: a timestamp read
   * back as text keeps its microseconds, which a JavaScript Date would lose).
   */
  private async deleteStep(
    { table, key }: PurgedTable,
    websiteId: number,
    after: string[] | null,
  ): Promise<{ deleted: number; lastKey: string[] }> {
    const name = sql.identifier(table);
    const columns = sql.join(
      key.map((part) => sql.identifier(part.column)),
      sql`, `,
    );
    const descending = sql.join(
      key.map((part) => sql`${sql.identifier(part.column)} desc`),
      sql`, `,
    );
    const asText = sql.join(
      key.map((part, index) => sql`${sql.identifier(part.column)}::text as ${sql.identifier(`k${index}`)}`),
      sql`, `,
    );
    const afterKey = after
      ? sql`and (${columns}) > (${sql.join(
          key.map((part, index) => sql`${after[index]}::${sql.raw(part.type)}`),
          sql`, `,
        )})`
      : sql``;
    const result = (await this.db.transaction(async (tx) => {
      // Walk the primary key in order. Right after a large import the statistics can claim a website has a
      // few hundred rows, and the planner would then collect and sort all its millions at every step. No
      // JIT either: compiling would cost more than the step.
      await tx.execute(
        sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`,
      );
      return tx.execute(sql`
      with deleted as (
        delete from ${name}
        where ctid = any(array(
          select ctid from ${name} where website_id = ${websiteId} ${afterKey}
          order by ${columns} limit ${this.chunkRows}
        ))
        returning ${columns}
      )
      select (count(*) over ())::int as n, ${asText} from deleted order by ${descending} limit 1`);
    })) as unknown as {
      rows: Array<Record<string, string | number>>;
    };
    const row = result.rows[0];
    return {
      deleted: Number(row?.n ?? 0),
      lastKey: key.map((_, index) => String(row?.[`k${index}`] ?? '')),
    };
  }
}

/**
 * The purge as a job (lib/jobs.ts): a delete starts its purge at once; this finishes what a failed run, or
 * another server on the same database, left marked.
 */
export function websitePurgeJob(purger: WebsitePurger): Job {
  return { name: 'website purge', everyMs: PURGE_JOB_EVERY_MS, run: () => purger.purgeNow() };
}
