import type { Readable } from 'node:stream';
import { setImmediate as turnOfTheEventLoop } from 'node:timers/promises';
import { emptyImportLogsSummary, type ImportLogsSummary } from '@botlens/contracts';
import type { Database } from '../../db/client';
import { ConflictError, RetryLaterError, ValidationError } from '../../lib/errors';
import { createDnsBudget } from '../bots/verify-bot';
import { readClock } from '../page-windows/page-windows.queries';
import type { BatchClassifier } from '../tracking/ingest/classify-batch';
import { RESTARTING } from '../tracking/ingest/queue-errors';
import { settleVerifications } from '../tracking/ingest/settle-verifications';
import { RETRY_AFTER_SECONDS } from '../tracking/reply-busy';
import { retentionCutoff } from '../tracking/retention';
import { type CheckpointPosition, FINGERPRINT_LINES, FileHasher } from './file-checkpoint';
import { emptyBatch, type LogBatch, LogLineReader } from './log-batch';
import { findCheckpoint, type StoredCheckpoint } from './log-import.queries';
import { type LogLine, LogReadError, readLogLineRuns } from './read-log-lines';
import {
  type CheckpointFrom,
  type PreparedLogBatch,
  prepareLogBatch,
  writeLogBatch,
} from './write-log-batch';

export type LogImporterDeps = BatchClassifier & {
  db: Database;
  /** The System Settings' data retention, asked at the start of each import. */
  retentionDays: () => number;
};

export type RawLogProgress = { lines: number; bytes: number; committedLines: number };

export type RawLogInput = {
  websiteId: number;
  log: Readable;
  /** The most bytes of log text to read, after decompression. */
  maxLogBytes?: number;
  onProgress?: (progress: RawLogProgress) => void;
};

/**
 * The raw-log door's and the upload's pipeline, one per app: `run` imports one log into one website;
 * `close` (at shutdown) refuses new imports and stops those under way after their current batch.
 */
export type LogImporter = {
  run: (input: RawLogInput) => Promise<ImportLogsSummary>;
  close: () => void;
};

// Lines per transaction: enough that the statements of a batch cost little per line, few enough that the
// hits of the batches in memory die young (20,000 kept the server's heap 150 MB larger and its garbage
// collector busier, for no more lines a second) and that a batch commits in a fraction of a second.
export const BATCH_LINES = 5000;
// Batches read and parsed while the one before them is written: the reverse-DNS checks their bot lines
// started have that long to answer before their batch waits for them.
const BATCHES_AHEAD = 3;
const MAX_MALFORMED_LINES_KEPT = 100;
const PROGRESS_EVERY_MS = 1000;
// The longest the parse runs before it lets the database's answers in. A log arrives faster than it is
// parsed, so without a pause the parse would run a whole batch (tens of milliseconds) while the
// transaction before it waits for its next statement: the writes, one after another, set the import's pace.
const PARSE_SLICE_MS = 2;

export const DIFFERENT_FILE = (lines: number) =>
  `This log begins like a file imported before (${lines} lines), but its content differs within those lines, so it cannot be told apart from that file; nothing was imported`;

/**
 * Why an import stopped (`cause`: a LogReadError, a DomainError, a database error), and what it had
 * committed by then: those lines are kept, and sending the whole file again imports the rest.
 */
export class LogImportFailed extends Error {
  constructor(
    override readonly cause: unknown,
    readonly summary: ImportLogsSummary,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'LogImportFailed';
  }
}

export const SHORTER_FILE = (lines: number) =>
  `This log is shorter than a file imported before that begins the same way (${lines} lines imported), so its lines cannot be checked against that file's; nothing was imported. If it is an earlier copy of that log, everything in it is imported already`;

export function createLogImporter(deps: LogImporterDeps): LogImporter {
  let closing = false;
  return {
    run: async (input) => {
      if (closing)
        throw new LogImportFailed(
          new RetryLaterError(RESTARTING, 503, RETRY_AFTER_SECONDS),
          emptyImportLogsSummary(),
        );
      return new RawLogImport(deps, input, () => closing).run();
    },
    close: () => {
      closing = true;
    },
  };
}

/**
 * One import: the log is read as it arrives, each line hashed into the file's identity (file-checkpoint.ts),
 * the lines a checkpoint says were committed before skipped unparsed, the rest parsed into batches of
 * BATCH_LINES lines, each written in one transaction with the checkpoint moved to its last line. Batches
 * are written one at a time, in order, while the next are read: the upload is read only as fast as the
 * database stores it (TCP holds the sender back), so memory stays bounded whatever the file's size.
 */
class RawLogImport {
  private readonly summary = emptyImportLogsSummary();
  private readonly hasher = new FileHasher();
  private readonly dnsBudget = createDnsBudget();
  private readonly reader: LogLineReader;
  private checkpoint: StoredCheckpoint | undefined;
  private from: CheckpointFrom | undefined;
  // The page windows' clock as last seen (read with the checkpoint, then as each batch found it): batches
  // count their hits into windows before their transaction, which checks the clock has not moved since.
  private windowAsOf: number | null | undefined;
  private batch: LogBatch;
  private readonly writes: Array<Promise<void>> = [];
  private lastWrite: Promise<void> = Promise.resolve();
  private linesRead = 0;
  private bytesRead = 0;
  private committedLines = 0;
  private lastProgressAt = 0;
  private sliceEndsAt = 0;
  // The first lines, with where the file stands after each, until the file is looked up; then undefined.
  private head: Array<{ line: LogLine; position: CheckpointPosition }> | undefined = [];

  constructor(
    private readonly deps: LogImporterDeps,
    private readonly input: RawLogInput,
    private readonly isClosing: () => boolean,
  ) {
    const notBefore = retentionCutoff(deps.retentionDays()).getTime();
    this.reader = new LogLineReader(input.websiteId, deps, notBefore, this.dnsBudget);
    this.batch = emptyBatch(this.hasher.position());
  }

  async run(): Promise<ImportLogsSummary> {
    try {
      await this.readAll();
    } catch (error) {
      // What was read before the log broke off is kept: sending the whole file again imports the rest.
      if (error instanceof LogReadError) await this.finish().catch(() => {});
      else await Promise.allSettled(this.writes);
      throw new LogImportFailed(error, this.summary);
    }
    if (this.summary.lines === 0) {
      const problem =
        this.summary.unfinishedLine === undefined
          ? 'The log file is empty'
          : 'The log has no complete line: its only line has no line end, so it is taken as still being written. Add a line end to import it';
      throw new LogImportFailed(new ValidationError(problem), this.summary);
    }
    return this.summary;
  }

  private async readAll(): Promise<void> {
    for await (const lines of readLogLineRuns(this.input.log, { maxBytes: this.input.maxLogBytes })) {
      for (const line of lines) {
        // Held back, neither hashed nor counted: once complete, it is a line of the file like the others.
        if (line.unterminated) {
          this.summary.unfinishedLine = line.lineNumber;
          continue;
        }
        this.hasher.add(line.tooLong ? TOO_LONG : line.text);
        this.linesRead = line.lineNumber;
        if (this.head === undefined) {
          // Synchronous but for the line that closes a batch: an await per line would cost more than its parse.
          const sending = this.take(line, undefined);
          if (sending) await sending;
          continue;
        }
        // The first lines name the file: they wait here until there are enough of them (or the file ends).
        this.head.push({ line, position: this.hasher.position() });
        if (this.head.length >= FINGERPRINT_LINES) await this.findFile();
      }
      this.bytesRead = this.hasher.bytes;
      if (performance.now() >= this.sliceEndsAt) {
        await turnOfTheEventLoop();
        this.sliceEndsAt = performance.now() + PARSE_SLICE_MS;
      }
    }
    await this.finish();
    // The file ended inside the lines imported before from a file that begins the same way: only the hash of
    // all of them is kept, so there is no telling whether these lines are among them.
    const covered = this.checkpoint?.lines ?? 0;
    if (this.hasher.lines < covered) throw new ConflictError(SHORTER_FILE(covered));
  }

  /** Looks the file up by its first lines, then takes those lines. */
  private async findFile(): Promise<void> {
    const head = this.head ?? [];
    this.head = undefined;
    this.checkpoint = await findCheckpoint(this.deps.db, this.input.websiteId, this.hasher.candidates());
    this.windowAsOf = await readClock(this.deps.db);
    if (this.checkpoint) this.from = { id: this.checkpoint.id, lines: this.checkpoint.lines };
    else {
      const fingerprint = this.hasher.fingerprint();
      if (fingerprint) this.from = { fingerprint };
    }
    for (const { line, position } of head) await this.take(line, position);
  }

  /**
   * One line, in order. `position`: where the file stands after it, when already known (the first lines);
   * otherwise the hasher is at this line.
   */
  private take(line: LogLine, position: CheckpointPosition | undefined): Promise<void> | undefined {
    const skipUntil = this.checkpoint?.lines ?? 0;
    if (line.lineNumber <= skipUntil) {
      this.summary.lines++;
      this.summary.skipped++;
      this.committedLines = line.lineNumber;
      if (line.lineNumber === skipUntil) {
        const reached = position ?? this.hasher.position();
        if (reached.contentHash !== this.checkpoint?.contentHash)
          throw new ConflictError(DIFFERENT_FILE(skipUntil));
      }
      this.reportProgress();
      return undefined;
    }
    const { batch } = this;
    batch.counts.lines++;
    if (line.tooLong || !this.reader.add(batch, line.text)) {
      batch.counts.malformed++;
      if (batch.malformedLines.length < MAX_MALFORMED_LINES_KEPT) batch.malformedLines.push(line.lineNumber);
    }
    this.reportProgress();
    if (batch.counts.lines < BATCH_LINES) return undefined;
    batch.end = position ?? this.hasher.position();
    return this.send(batch);
  }

  /** Queues a batch behind the ones being written; waits while BATCHES_AHEAD are already waiting. */
  private async send(batch: LogBatch): Promise<void> {
    // A shutdown stops an import between two batches: what is committed stays, and a resend resumes there.
    if (this.isClosing()) throw new RetryLaterError(RESTARTING, 503, RETRY_AFTER_SECONDS);
    this.batch = emptyBatch(batch.end);
    // Its verifications are settled from now on, while the batches before it are written: a batch waits for
    // DNS only as long as its lookups outlast those writes. Then it is prepared, still while they are written.
    const prepared = settleVerifications(batch.bots, this.deps.verifier, { budget: this.dnsBudget }).then(
      () => prepareLogBatch(this.input.websiteId, batch, this.windowAsOf),
    );
    prepared.catch(() => {});
    const write = this.lastWrite.then(async () => this.write(await prepared));
    // A failed write fails every later one (they are chained); the first to be awaited reports it.
    write.catch(() => {});
    this.lastWrite = write;
    this.writes.push(write);
    while (this.writes.length > BATCHES_AHEAD) await this.writes.shift();
  }

  private async write(prepared: PreparedLogBatch): Promise<void> {
    const { batch } = prepared;
    const from = this.from as CheckpointFrom;
    const written = await writeLogBatch(this.deps.db, this.input.websiteId, prepared, from);
    this.from = { id: written.checkpointId, lines: batch.end.lines };
    if (written.windowAsOf !== undefined) this.windowAsOf = written.windowAsOf;
    const { summary } = this;
    summary.lines += batch.counts.lines;
    summary.bots += batch.counts.bots;
    summary.humans += batch.counts.humans;
    summary.malformed += batch.counts.malformed;
    summary.expired += batch.counts.expired;
    for (const lineNumber of batch.malformedLines) {
      if (summary.malformedLines.length >= MAX_MALFORMED_LINES_KEPT) break;
      summary.malformedLines.push(lineNumber);
    }
    this.committedLines = batch.end.lines;
    this.reportProgress(true);
  }

  /** Writes the last, partial batch and waits for every write. */
  private async finish(): Promise<void> {
    // A file shorter than its fingerprint, or one that broke off within its first lines.
    if (this.head !== undefined && this.head.length > 0) await this.findFile();
    if (this.batch.counts.lines > 0) {
      this.batch.end = this.hasher.position();
      await this.send(this.batch);
    }
    while (this.writes.length > 0) await this.writes.shift();
  }

  private reportProgress(force = false): void {
    const { onProgress } = this.input;
    if (!onProgress) return;
    const now = Date.now();
    if (!force && now - this.lastProgressAt < PROGRESS_EVERY_MS) return;
    this.lastProgressAt = now;
    onProgress({ lines: this.linesRead, bytes: this.bytesRead, committedLines: this.committedLines });
  }
}

// What a line too long to keep hashes as: its text is never held.
const TOO_LONG = '\u0000line too long';
