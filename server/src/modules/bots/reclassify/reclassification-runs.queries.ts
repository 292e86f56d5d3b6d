import { desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { botReclassifications, type ReclassificationPhase } from '../../../db/schema';

export type ReclassificationRow = typeof botReclassifications.$inferSelect;
export type RunTrigger = ReclassificationRow['trigger'];

/** Phases after which a run does nothing more. */
const ENDED: ReclassificationPhase[] = ['finished', 'superseded'];

export async function findRun(db: Database, id: number): Promise<ReclassificationRow | undefined> {
  const [row] = await db.select().from(botReclassifications).where(eq(botReclassifications.id, id));
  return row;
}

/** The newest run, finished or not. */
export async function latestRun(db: Database | Transaction): Promise<ReclassificationRow | undefined> {
  const [row] = await db.select().from(botReclassifications).orderBy(desc(botReclassifications.id)).limit(1);
  return row;
}

/** The newest finished run: the registry stored history was last brought to. */
export async function latestFinishedRun(
  db: Database | Transaction,
): Promise<ReclassificationRow | undefined> {
  const [row] = await db
    .select()
    .from(botReclassifications)
    .where(eq(botReclassifications.phase, 'finished'))
    .orderBy(desc(botReclassifications.id))
    .limit(1);
  return row;
}

export type OpenRunInput = {
  fingerprint: string;
  trigger: RunTrigger;
  requestedBy?: number | null;
  /** Start a run even when history already matches the fingerprint (an administrator's "run now"). */
  force?: boolean;
  /** The target registry's verification methods, by bot name (verificationMethodsOf). */
  verificationMethods: Record<string, string>;
};

/**
 * The run to work on for `fingerprint`: the unfinished one for it if there is one (a stopped run goes on),
 * else a new one when history was last reclassified to another registry (or never, or `force`); undefined
 * when history is up to date. An unfinished run for another registry is superseded: its steps changed
 * nothing that the new run does not bring to the new registry anyway. One creator at a time, across
 * processes, by a transaction-scoped advisory lock.
 */
export async function openRun(db: Database, input: OpenRunInput): Promise<ReclassificationRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('botlens reclassification', 0))`);
    const unfinished = await tx
      .select()
      .from(botReclassifications)
      .where(not(inArray(botReclassifications.phase, ENDED)))
      .orderBy(desc(botReclassifications.id));
    const current = unfinished.find((run) => run.targetFingerprint === input.fingerprint);
    if (current) return current;
    if (unfinished.length > 0) {
      await tx
        .update(botReclassifications)
        .set({ phase: 'superseded', updatedAt: new Date() })
        .where(
          inArray(
            botReclassifications.id,
            unfinished.map((run) => run.id),
          ),
        );
    }
    const finished = await latestFinishedRun(tx);
    if (!input.force && finished?.targetFingerprint === input.fingerprint) return undefined;
    const [created] = await tx
      .insert(botReclassifications)
      .values({
        targetFingerprint: input.fingerprint,
        trigger: input.trigger,
        requestedBy: input.requestedBy ?? null,
        verificationMethods: input.verificationMethods,
        // Before any run, the stored verification was checked against methods nobody recorded: this
        // registry's are the best guess (a bot whose method is unchanged keeps its hits' verification).
        previousVerificationMethods: finished?.verificationMethods ?? input.verificationMethods,
      })
      .returning();
    return created;
  });
}

/** The run, locked until the step's transaction ends, so that two workers never do the same step. */
export async function lockRun(tx: Transaction, id: number): Promise<ReclassificationRow | undefined> {
  const [row] = await tx
    .select()
    .from(botReclassifications)
    .where(eq(botReclassifications.id, id))
    .for('update');
  return row;
}

export type Counter =
  | 'userAgentsClassified'
  | 'sessionsDone'
  | 'sessionsChanged'
  | 'hitsDone'
  | 'hitsChanged'
  | 'rollupsDone'
  | 'rollupsChanged';
type Total = 'userAgents' | 'sessionsTotal' | 'hitsTotal' | 'rollupsTotal';

export type RunAdvance = {
  phase?: ReclassificationPhase;
  cursor?: string[] | null;
  add?: Partial<Record<Counter, number>>;
  set?: Partial<Pick<ReclassificationRow, Counter | Total | 'finishedAt'>>;
};

/** Records a step's cursor and counts in the step's own transaction: it commits with the step's changes. */
export async function advanceRun(tx: Transaction, id: number, advance: RunAdvance): Promise<void> {
  const added: Partial<Record<Counter, SQL>> = {};
  for (const [name, amount] of Object.entries(advance.add ?? {}) as Array<[Counter, number]>) {
    added[name] = sql`${botReclassifications[name]} + ${amount}`;
  }
  await tx
    .update(botReclassifications)
    .set({
      ...(advance.phase ? { phase: advance.phase } : {}),
      ...(advance.cursor !== undefined ? { cursor: advance.cursor } : {}),
      ...added,
      ...advance.set,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(eq(botReclassifications.id, id));
}

/** Why the run stopped, for the administrator's tab; the next attempt goes on from the last step. */
export async function recordRunError(db: Database, id: number, message: string): Promise<void> {
  await db
    .update(botReclassifications)
    .set({ lastError: message.slice(0, 500), updatedAt: new Date() })
    .where(eq(botReclassifications.id, id));
}
