import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  type QueryRequest,
  serializeError,
  type WorkerOptions,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStarted,
} from './protocol';

/**
 * The thread that owns the embedded database. PGlite runs PostgreSQL in WASM on the thread that calls it;
 * here, that is not the thread answering HTTP requests, so storing a batch of hits (tens of microseconds
 * of WASM per hit) no longer holds up the requests that bring the next ones. PGlite's own locks still
 * order everything: a transaction holds the database until the main thread ends it.
 */
const port = parentPort;
if (!port) throw new Error('pglite-thread must run in a worker thread');

const { dataDir } = workerData as WorkerOptions;
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }
>();
let nextTransaction = 1;
const ROLLBACK = Symbol('rollback');

function reply(message: WorkerReply) {
  port?.postMessage(message);
}

let database: PGlite;
try {
  database = await PGlite.create(dataDir);
  port.postMessage({ started: true } satisfies WorkerStarted);
} catch (error) {
  port.postMessage({ started: false, error: serializeError(error) } satisfies WorkerStarted);
  process.exit(1);
}

function runQuery(request: QueryRequest) {
  const target = request.transaction === undefined ? database : transactions.get(request.transaction)?.tx;
  if (!target) throw new Error(`No open transaction ${request.transaction}`);
  const keepAsText = (value: string) => value;
  return target.query(request.sql, request.params, {
    rowMode: request.rowMode,
    parsers: Object.fromEntries(request.textTypes.map((type) => [type, keepAsText])),
    blob: request.blob,
  });
}

/** Starts a transaction and answers once PGlite has granted it; it stays open until `end` arrives. */
function begin(id: number) {
  const number = nextTransaction++;
  let started = false;
  const done = database
    .transaction(async (tx) => {
      const commit = await new Promise<boolean>((end) => {
        transactions.set(number, { tx, end, done });
        started = true;
        reply({ id, ok: true, value: number });
      });
      if (!commit) throw ROLLBACK;
    })
    .catch((error) => {
      if (error !== ROLLBACK) throw error;
    })
    .finally(() => transactions.delete(number));
  // Failing to begin at all (never granted) is answered here; a failed COMMIT is answered by `end`.
  done.catch((error) => {
    if (!started) reply({ id, ok: false, error: serializeError(error) });
  });
}

async function end(id: number, transaction: number, commit: boolean) {
  const open = transactions.get(transaction);
  if (!open) throw new Error(`No open transaction ${transaction}`);
  open.end(commit);
  await open.done;
  reply({ id, ok: true, value: null });
}

port.on('message', async (request: WorkerRequest) => {
  try {
    switch (request.kind) {
      case 'query':
        reply({ id: request.id, ok: true, value: await runQuery(request) });
        return;
      case 'begin':
        begin(request.id);
        return;
      case 'end':
        await end(request.id, request.transaction, request.commit);
        return;
      case 'close':
        await database.close();
        reply({ id: request.id, ok: true, value: null });
        port.close();
        return;
    }
  } catch (error) {
    reply({ id: request.id, ok: false, error: serializeError(error) });
  }
});
