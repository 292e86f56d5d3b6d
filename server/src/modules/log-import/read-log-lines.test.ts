import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../../lib/prng';
import {
  type LogLine,
  LogReadError,
  LogTooLargeError,
  MAX_LINE_BYTES,
  type ReadLogLinesOptions,
  readLogLines,
} from './read-log-lines';

async function readAll(input: Readable | Buffer | string): Promise<LogLine[]> {
  const stream =
    typeof input === 'string' || Buffer.isBuffer(input) ? Readable.from([Buffer.from(input)]) : input;
  const lines: LogLine[] = [];
  for await (const line of readLogLines(stream)) lines.push(line);
  return lines;
}

const texts = (lines: LogLine[]) =>
  lines.map((line) => (line.tooLong ? { tooLong: line.lineNumber } : line.text));

/** The buffer in chunks of 1, 2, ... 7 bytes, over and over: every boundary falls everywhere. */
function tinyChunks(buffer: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let start = 0, size = 1; start < buffer.length; start += size, size = (size % 7) + 1) {
    chunks.push(buffer.subarray(start, start + size));
  }
  return chunks;
}

async function readUntilError(
  input: Readable,
  options: ReadLogLinesOptions = {},
): Promise<{ lines: LogLine[]; error: unknown }> {
  const lines: LogLine[] = [];
  try {
    for await (const line of readLogLines(input, options)) lines.push(line);
  } catch (error) {
    return { lines, error };
  }
  return { lines, error: undefined };
}

describe('readLogLines', () => {
  it('numbers every line, blank ones included, with or without a final newline', async () => {
    expect(await readAll('a\n\nb')).toEqual([
      { lineNumber: 1, text: 'a' },
      { lineNumber: 2, text: '' },
      // Without its LF, perhaps still being written: marked, for the importer to hold back.
      { lineNumber: 3, text: 'b', unterminated: true },
    ]);
    expect(texts(await readAll('a\nb\n'))).toEqual(['a', 'b']);
    expect(await readAll('')).toEqual([]);
  });

  it('drops the CR of CRLF line ends, and only that CR', async () => {
    expect(texts(await readAll('one\r\ntwo\r\n\r\nin\rside\r\n'))).toEqual(['one', 'two', '', 'in\rside']);
  });

  it('skips a 1 MB line in constant memory and reads the next one', async () => {
    const megabyte = Buffer.alloc(1024 * 1024, 'x');
    // Fed in 16 KiB chunks, as a file stream would: the line is never whole anywhere.
    const chunks = [Buffer.from('first\n'), ...tinySlices(megabyte, 16 * 1024), Buffer.from('\nlast\n')];
    expect(await readAll(Readable.from(chunks))).toEqual([
      { lineNumber: 1, text: 'first' },
      { lineNumber: 2, tooLong: true },
      { lineNumber: 3, text: 'last' },
    ]);
  });

  it('holds no more of a 128 MB line than its limit', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const huge = async function* () {
      yield Buffer.from('before\n');
      // The same chunk again and again: whatever memory grows is the reader's.
      for (let sent = 0; sent < 128 * 1024 * 1024; sent += chunk.length) yield chunk;
      yield Buffer.from('\nafter');
    };
    const before = process.memoryUsage();
    const lines = await readAll(Readable.from(huge()));
    const after = process.memoryUsage();
    expect(texts(lines)).toEqual(['before', { tooLong: 2 }, 'after']);
    expect(after.arrayBuffers + after.heapUsed - before.arrayBuffers - before.heapUsed).toBeLessThan(
      32 * 1024 * 1024,
    );
  });

  it('keeps a line of exactly MAX_LINE_BYTES and refuses one byte more, also at the end of the input', async () => {
    const exact = 'y'.repeat(MAX_LINE_BYTES);
    expect(texts(await readAll(`${exact}\n${exact}z`))).toEqual([exact, { tooLong: 2 }]);
  });

  it('decodes UTF-8 across chunk boundaries, whatever the chunk sizes', async () => {
    const text = 'café 😀 日本\r\nsecond ✓ line\nno newline at the end é';
    const buffer = Buffer.from(text);
    const whole = await readAll(buffer);
    expect(texts(whole)).toEqual(['café 😀 日本', 'second ✓ line', 'no newline at the end é']);
    expect(await readAll(Readable.from(tinyChunks(buffer)))).toEqual(whole);
  });

  it('turns invalid UTF-8 into U+FFFD and survives binary garbage', async () => {
    expect(texts(await readAll(Buffer.from([0xff, 0x41, 0xc3, 0x0a, 0xe2, 0x82])))).toEqual([
      '\uFFFDA\uFFFD',
      '\uFFFD',
    ]);
    const random = createPrng(7);
    const garbage = Buffer.from(Array.from({ length: 200_000 }, () => Math.floor(random() * 256)));
    const lines = await readAll(Readable.from(tinySlices(garbage, 4096)));
    const newlines = garbage.filter((byte) => byte === 0x0a).length;
    expect(lines.length).toBe(garbage.at(-1) === 0x0a ? newlines : newlines + 1);
    expect(lines.map((line) => line.lineNumber)).toEqual(lines.map((_, index) => index + 1));
    expect(lines.every((line) => line.tooLong || !line.text.includes('\0'))).toBe(true);
  });

  it('removes NUL bytes, so a line behind a copytruncate run of NULs survives', async () => {
    const nuls = Buffer.alloc(200_000, 0);
    const input = Buffer.concat([Buffer.from('a\0b\0\0c\n'), nuls, Buffer.from('real line\n'), nuls]);
    expect(texts(await readAll(Readable.from(tinySlices(input, 1000))))).toEqual(['abc', 'real line', '']);
    expect(texts(await readAll(Readable.from(tinyChunks(Buffer.from('x\0y\r\n\0\n')))))).toEqual(['xy', '']);
  });

  it('reads gzip by its magic bytes, whatever the chunking, like the plain file', async () => {
    const text = Array.from({ length: 500 }, (_, index) => `line ${index} é`).join('\r\n');
    const plain = await readAll(Buffer.from(text));
    const gzip = gzipSync(text);
    expect(await readAll(gzip)).toEqual(plain);
    expect(await readAll(Readable.from(tinyChunks(gzip)))).toEqual(plain);
    // Two gzip members one after the other (cat a.gz b.gz) are one log.
    expect(texts(await readAll(Buffer.concat([gzipSync('a\n'), gzipSync('b\n')])))).toEqual(['a', 'b']);
    // A plain file starting with 0x1f alone is not gzip.
    expect(texts(await readAll(Buffer.from([0x1f, 0x41, 0x0a])))).toEqual(['\x1fA']);
  });

  it('reads what a truncated .gz holds, then says where it stopped', async () => {
    const original = Array.from(
      { length: 20_000 },
      (_, index) => `192.0.2.${index % 250} line ${index} ${'z'.repeat(index % 60)}`,
    );
    const gzip = gzipSync(`${original.join('\n')}\n`);
    const { lines, error } = await readUntilError(
      Readable.from(tinySlices(gzip.subarray(0, gzip.length >> 1), 4096)),
    );
    expect(error).toBeInstanceOf(LogReadError);
    expect((error as LogReadError).message).toBe(
      `The gzip file is truncated or corrupt after line ${lines.length}`,
    );
    expect((error as LogReadError).linesRead).toBe(lines.length);
    expect(lines.length).toBeGreaterThan(1000);
    expect(lines.length).toBeLessThan(original.length);
    expect(texts(lines)).toEqual(original.slice(0, lines.length));
  });

  it('reports a corrupt .gz the same way', async () => {
    const gzip = Buffer.from(
      gzipSync(Array.from({ length: 5000 }, (_, index) => `line ${index}`).join('\n')),
    );
    for (let index = 40; index < 80; index++) gzip[index] = (gzip[index] ?? 0) ^ 0x5a;
    const { error } = await readUntilError(Readable.from([gzip]));
    expect(error).toBeInstanceOf(LogReadError);
    expect((error as Error).message).toMatch(/^The gzip file is truncated or corrupt after line \d+$/);
  });

  it('wraps a failing input in a LogReadError naming the last line read', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('a\nb\npartial');
        throw new Error('EIO: disk went away');
      })(),
    );
    const { lines, error } = await readUntilError(failing);
    expect(texts(lines)).toEqual(['a', 'b']);
    expect((error as Error).message).toBe('Could not read the log after line 2: EIO: disk went away');
  });

  it('counts the raw bytes it reads and closes the input when the reader stops early', async () => {
    const gzip = gzipSync('a\nb\nc\n');
    let bytes = 0;
    for await (const _ of readLogLines(Readable.from(tinyChunks(gzip)), { onBytes: (n) => (bytes += n) }));
    expect(bytes).toBe(gzip.length);

    const input = Readable.from(tinySlices(Buffer.from('1\n2\n3\n'.repeat(10_000)), 64));
    for await (const line of readLogLines(input)) if (line.lineNumber === 2) break;
    expect(input.destroyed).toBe(true);
  });

  it('stops a .gz that expands past maxBytes, after the lines before the limit', async () => {
    // A gzip bomb in miniature: 4 MB of one repeated line in a few kilobytes.
    const line = `${'x'.repeat(99)}\n`;
    const bomb = gzipSync(line.repeat(40_000));
    expect(bomb.length).toBeLessThan(20_000);
    const { lines, error: failure } = await readUntilError(Readable.from([bomb]), { maxBytes: 1024 * 1024 });
    expect(failure).toBeInstanceOf(LogTooLargeError);
    expect((failure as LogTooLargeError).message).toBe('The log is larger than 1 MB once decompressed');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual((1024 * 1024) / line.length);
    expect((failure as LogTooLargeError).linesRead).toBe(lines.length);
  });

  it('accepts string chunks', async () => {
    expect(texts(await readAll(Readable.from(['a\nb', 'c\n'])))).toEqual(['a', 'bc']);
  });
});

function tinySlices(buffer: Buffer, size: number): Buffer[] {
  const slices: Buffer[] = [];
  for (let start = 0; start < buffer.length; start += size) slices.push(buffer.subarray(start, start + size));
  return slices;
}
