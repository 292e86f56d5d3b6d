import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { startThread } from '../../lib/start-thread';
import {
  deserializeError,
  type WorkerOptions,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStarted,
} from './protocol';

type Parser = (value: string, typeId: number) => unknown;
type Field = { name: string; dataTypeID: number };
/** What Drizzle's PGlite session and copyCsv call on a client or a transaction: query, nothing else. */
export type PgliteQueryable = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
};
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Outgoing = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database, run on its own thread (pglite-thread.ts), behind the part of PGlite's interface
 * BotLens uses: query (with row modes, parsers and COPY blobs), transaction and close. Parsers are
 * functions and cannot cross threads, so the worker leaves those types as text and they are applied here.
 */
export class PgliteInWorker implements PgliteQueryable {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: WorkerReply) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (message.ok) pending.resolve(message.value);
      else pending.reject(deserializeError(message.error));
    });
    const fail = (error: Error) => {
      this.stopped = error;
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    worker.on('error', (error) => fail(new Error(`The embedded database stopped: ${error.message}`)));
    worker.on('exit', (code) => fail(new Error(`The embedded database is closed (thread exit ${code})`)));
  }

  /** Opens the database on a new thread; rejects with PGlite's own error when it cannot be opened. */
  static async open(options: WorkerOptions): Promise<PgliteInWorker> {
    const worker = startThread(import.meta.url, 'pglite-thread', { workerData: options });
    // Listeners for the start only: once it is settled, the instance's own handlers take over.
    const started = await new Promise<WorkerStarted>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(new Error(`The database thread exited (${code}) while opening`));
      worker.once('message', (message: WorkerStarted) => {
        worker.off('error', reject).off('exit', onExit);
        resolve(message);
      });
      worker.once('error', reject);
      worker.once('exit', onExit);
    });
    if (!started.started) {
      await worker.terminate();
      throw deserializeError(started.error);
    }
    return new PgliteInWorker(worker);
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.queryIn(undefined, sql, params, options);
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteQueryable) => Promise<T>): Promise<T> {
    const transaction = (await this.send({ kind: 'begin' })) as number;
    const tx: PgliteQueryable = {
      query: (sql, params = [], options = {}) => this.queryIn(transaction, sql, params, options),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.send({ kind: 'end', transaction, commit: false }).catch(() => {});
      throw error;
    }
    await this.send({ kind: 'end', transaction, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.send({ kind: 'close' });
    await new Promise((resolve) => this.worker.once('exit', resolve));
  }

  private async queryIn<T>(
    transaction: number | undefined,
    sql: string,
    params: unknown[],
    options: QueryOptions,
  ): Promise<Results<T>> {
    const parsers = (options.parsers ?? {}) as Record<number, Parser>;
    const results = (await this.send({
      kind: 'query',
      transaction,
      sql,
      params,
      rowMode: options.rowMode,
      textTypes: Object.keys(parsers).map(Number),
      blob: options.blob as Blob | undefined,
    })) as Results<T>;
    applyParsers(results, parsers, options.rowMode ?? 'object');
    return results;
  }

  private send(request: Outgoing): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }
}

function applyParsers(results: Results<unknown>, parsers: Record<number, Parser>, rowMode: string) {
  const fields = (results.fields ?? []) as Field[];
  const parsed = fields.flatMap((field, index) => {
    const parser = parsers[field.dataTypeID];
    return parser ? [{ index, name: field.name, type: field.dataTypeID, parser }] : [];
  });
  if (parsed.length === 0) return;
  for (const row of results.rows as Array<Record<string | number, unknown>>) {
    for (const { index, name, type, parser } of parsed) {
      const key = rowMode === 'array' ? index : name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parser(String(value), type);
    }
  }
}
