import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * Reads a log, plain or gzip, as numbered lines in constant memory: at most MAX_LINE_BYTES of one line is
 * ever held, so a 1 MB line (or a multi-gigabyte file without a newline) costs 64 KiB. readline would buffer
 * the whole line.
 *
 * - Lines end at LF; a CR before it is dropped (logs written on Windows or copied through one).
 * - A line longer than MAX_LINE_BYTES (after NULs are dropped, CR included) is reported as `tooLong`, and its
 *   bytes are skipped without being kept.
 * - NUL bytes are removed, not treated as errors: `logrotate copytruncate` and crashes leave runs of NULs
 *   in front of the next real line, and removing them keeps that line. They never count against the limit.
 * - Bytes are decoded as UTF-8; invalid sequences become U+FFFD.
 * - Every line counts, blank ones too, so line numbers match `sed -n Np` on the file. A last line without
 *   a LF is yielded marked `unterminated`.
 * - A .gz that ends early or is damaged yields every complete line before the damage (the cut line itself is
 *   dropped: half a line would parse into a wrong hit), then throws a LogReadError naming the last good line.
 */
export const MAX_LINE_BYTES = 64 * 1024;

export type LogLine =
  | { lineNumber: number; text: string; tooLong?: undefined; unterminated?: true }
  | { lineNumber: number; tooLong: true; unterminated?: true };

export type ReadLogLinesOptions = {
  /** Called with the size of every chunk read from the input (compressed bytes for a .gz): for progress. */
  onBytes?: (bytes: number) => void;
  /**
   * The most bytes of log text read, after decompression. A small .gz can expand a thousandfold (a file of
   * one repeated line), so a limit on what is uploaded does not bound what is read.
   */
  maxBytes?: number;
};

/** The log could not be read to its end. linesRead lines were yielded before the failure. */
export class LogReadError extends Error {
  constructor(
    message: string,
    readonly linesRead: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LogReadError';
  }
}

/** The log's text went past ReadLogLinesOptions.maxBytes; the lines before the limit were yielded. */
export class LogTooLargeError extends LogReadError {
  constructor(maxBytes: number, linesRead: number) {
    super(`The log is larger than ${formatBytes(maxBytes)} once decompressed`, linesRead);
    this.name = 'LogTooLargeError';
  }
}

function formatBytes(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb >= 1 ? `${Number(gb.toFixed(1))} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}

export async function* readLogLines(
  input: Readable,
  options: ReadLogLinesOptions = {},
): AsyncGenerator<LogLine> {
  for await (const lines of readLogLineRuns(input, options)) yield* lines;
}

/**
 * readLogLines a chunk of input at a time: the lines each chunk completes, in order. For a reader that takes
 * a million lines, one await per chunk instead of one per line.
 */
export async function* readLogLineRuns(
  input: Readable,
  options: ReadLogLinesOptions = {},
): AsyncGenerator<LogLine[]> {
  const splitter = new LineSplitter();
  const chunks = decompressedChunks(input, options.onBytes);
  let textBytes = 0;
  try {
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await chunks.next();
      } catch (error) {
        throw readError(error, splitter.lineNumber);
      }
      if (next.done) break;
      textBytes += next.value.length;
      if (options.maxBytes !== undefined && textBytes > options.maxBytes) {
        throw new LogTooLargeError(options.maxBytes, splitter.lineNumber);
      }
      const lines = splitter.push(next.value);
      if (lines.length > 0) yield lines;
    }
    const last = splitter.end();
    if (last) yield [last];
  } finally {
    // Stops (and destroys) the input when the caller leaves early.
    await chunks.return(undefined);
  }
}

function readError(error: unknown, linesRead: number): LogReadError {
  const code = (error as { code?: unknown } | null)?.code;
  // zlib's errors (Z_BUF_ERROR for a cut file, Z_DATA_ERROR for damage) say nothing a person can act on.
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return new LogReadError(`The gzip file is truncated or corrupt after line ${linesRead}`, linesRead, {
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new LogReadError(`Could not read the log after line ${linesRead}: ${message}`, linesRead, {
    cause: error,
  });
}

const GZIP_MAGIC = [0x1f, 0x8b];

/** The input's bytes, gunzipped when the input starts with the gzip magic number (whatever its name). */
async function* decompressedChunks(
  input: Readable,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  const raw = rawChunks(input, onBytes);
  const head: Buffer[] = [];
  let headLength = 0;
  let exhausted = false;
  try {
    // The magic number may straddle chunks when the input arrives a byte at a time.
    while (headLength < GZIP_MAGIC.length) {
      const next = await raw.next();
      if (next.done) {
        exhausted = true;
        break;
      }
      head.push(next.value);
      headLength += next.value.length;
    }
    const start = Buffer.concat(head, Math.min(headLength, GZIP_MAGIC.length));
    const replay = async function* () {
      yield* head;
      if (!exhausted) yield* raw;
    };
    if (start[0] !== GZIP_MAGIC[0] || start[1] !== GZIP_MAGIC[1]) {
      yield* replay();
      return;
    }
    // pipeline destroys every stage on an error or an early exit, so the input is never left open.
    const gunzip = pipeline(Readable.from(replay()), createGunzip(), () => {});
    for await (const chunk of gunzip) yield chunk as Buffer;
  } finally {
    // Destroying first settles a read still waiting on the input, so return() cannot wait for more data.
    input.destroy();
    await raw.return(undefined);
  }
}

async function* rawChunks(input: Readable, onBytes?: (bytes: number) => void): AsyncGenerator<Buffer> {
  for await (const chunk of input) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : (chunk as Buffer);
    onBytes?.(buffer.length);
    if (buffer.length > 0) yield buffer;
  }
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

/** Splits bytes into lines; holds at most MAX_LINE_BYTES of a line in one reused buffer. */
class LineSplitter {
  lineNumber = 0;
  private readonly pending = Buffer.allocUnsafe(MAX_LINE_BYTES);
  private pendingLength = 0;
  private tooLong = false;
  /** Whether the current line has any byte at all (NULs included): decides if an unterminated tail is a line. */
  private started = false;

  push(chunk: Buffer): LogLine[] {
    const lines: LogLine[] = [];
    let start = 0;
    while (start < chunk.length) {
      const lf = chunk.indexOf(LF, start);
      const stop = lf < 0 ? chunk.length : lf;
      const piece = chunk.subarray(start, stop);
      // Fast path: a whole line inside this chunk, nothing pending, no NUL: decode it where it lies.
      if (lf >= 0 && !this.started && piece.length <= MAX_LINE_BYTES && piece.indexOf(NUL) < 0) {
        this.lineNumber++;
        const length = piece.length > 0 && piece[piece.length - 1] === CR ? piece.length - 1 : piece.length;
        lines.push({ lineNumber: this.lineNumber, text: piece.toString('utf8', 0, length) });
      } else {
        this.append(piece);
        if (lf >= 0) lines.push(this.finishLine());
      }
      if (lf < 0) break;
      start = lf + 1;
    }
    return lines;
  }

  /** The last line when the input does not end with LF. */
  end(): LogLine | null {
    if (!this.started) return null;
    // Without its LF: perhaps half a line of a log still being written (the importer holds it back).
    const line = this.finishLine();
    line.unterminated = true;
    return line;
  }

  private append(piece: Buffer): void {
    if (piece.length === 0) return;
    this.started = true;
    if (this.tooLong) return;
    const bytes = piece.indexOf(NUL) < 0 ? piece : piece.filter((byte) => byte !== NUL);
    if (this.pendingLength + bytes.length > MAX_LINE_BYTES) {
      this.tooLong = true;
      this.pendingLength = 0;
      return;
    }
    this.pending.set(bytes, this.pendingLength);
    this.pendingLength += bytes.length;
  }

  private finishLine(): LogLine {
    this.lineNumber++;
    let line: LogLine;
    if (this.tooLong) {
      line = { lineNumber: this.lineNumber, tooLong: true };
    } else {
      let length = this.pendingLength;
      if (length > 0 && this.pending[length - 1] === CR) length--;
      line = { lineNumber: this.lineNumber, text: this.pending.toString('utf8', 0, length) };
    }
    this.pendingLength = 0;
    this.tooLong = false;
    this.started = false;
    return line;
  }
}
