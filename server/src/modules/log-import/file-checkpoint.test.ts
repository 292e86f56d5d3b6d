import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FINGERPRINT_LINES, FileHasher } from './file-checkpoint';
import { readLogLines } from './read-log-lines';

const LINES = Array.from(
  { length: 12 },
  (_, i) =>
    `66.249.66.${i + 1} - - [20/Nov/2026:10:00:${String(i).padStart(2, '0')} +0000] "GET /p/${i} HTTP/1.1" 200 5 "-" "Googlebot/2.1"`,
);

/** The file's text as the importer hashes it: read by the real reader, line by line. */
async function hashed(text: string | Buffer): Promise<FileHasher> {
  const hasher = new FileHasher();
  for await (const line of readLogLines(Readable.from([Buffer.from(text)]))) {
    if (line.tooLong) throw new Error('no line here is too long');
    hasher.add(line.text);
  }
  return hasher;
}

describe('FileHasher', () => {
  it('hashes a log and its CRLF copy the same, with or without a final newline', async () => {
    const plain = await hashed(`${LINES.join('\n')}\n`);
    const crlf = await hashed(`${LINES.join('\r\n')}\r\n`);
    const noFinalNewline = await hashed(LINES.join('\n'));
    expect(crlf.position()).toEqual(plain.position());
    expect(noFinalNewline.position()).toEqual(plain.position());
    expect(crlf.candidates()).toEqual(plain.candidates());
    expect(plain.position().lines).toBe(LINES.length);
    // Bytes are counted as LF-terminated lines: the CRLF copy is not longer for the checkpoint.
    expect(plain.position().bytes).toBe(Buffer.byteLength(`${LINES.join('\n')}\n`));
  });

  it('tells apart two logs that differ in one character', async () => {
    const one = await hashed(LINES.join('\n'));
    const other = await hashed(LINES.join('\n').replace('/p/11 ', '/p/12 '));
    expect(other.digest()).not.toBe(one.digest());
    // The first lines are the same: the same fingerprint, which is what makes the content hash matter.
    expect(other.fingerprint()).toEqual(one.fingerprint());
  });

  it('names a file by its first eight lines, and lists the candidates longest first', async () => {
    const hasher = await hashed(LINES.join('\n'));
    const candidates = hasher.candidates();
    expect(candidates.map((candidate) => candidate.lines)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(new Set(candidates.map((candidate) => candidate.hash)).size).toBe(FINGERPRINT_LINES);
    expect(hasher.fingerprint()).toEqual(candidates[0]);
    // The fingerprint of eight lines is the content hash after the eighth line, whatever follows.
    const eight = await hashed(LINES.slice(0, 8).join('\n'));
    expect(hasher.fingerprint()?.hash).toBe(eight.digest());
    expect(eight.candidates()).toEqual(candidates);
  });

  it('names a file shorter than eight lines by all its lines, found again once it has grown', async () => {
    const short = await hashed(LINES.slice(0, 3).join('\n'));
    expect(short.candidates().map((candidate) => candidate.lines)).toEqual([3, 2, 1]);
    expect(short.fingerprint()).toEqual({ lines: 3, hash: short.digest() });
    const grown = await hashed(LINES.join('\n'));
    expect(grown.candidates()).toContainEqual(short.fingerprint());
  });

  it('has no fingerprint before its first line, and counts bytes of non-ASCII lines in UTF-8', () => {
    const hasher = new FileHasher();
    expect(hasher.candidates()).toEqual([]);
    expect(hasher.fingerprint()).toBeUndefined();
    hasher.add('é');
    expect(hasher.position()).toMatchObject({ lines: 1, bytes: 3 });
  });

  it('drops NULs as the reader does: a log with NUL runs hashes like the clean one', async () => {
    const clean = await hashed(LINES.join('\n'));
    const withNuls = await hashed(LINES.join('\n\u0000\u0000\u0000'));
    expect(withNuls.position()).toEqual(clean.position());
  });

  it('hashes a gzipped copy like the plain one', async () => {
    const plain = await hashed(LINES.join('\n'));
    const gzipped = await hashed(gzipSync(LINES.join('\n')));
    expect(gzipped.position()).toEqual(plain.position());
  });
});
