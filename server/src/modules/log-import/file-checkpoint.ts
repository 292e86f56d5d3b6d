import { createHash, type Hash } from 'node:crypto';

/**
 * How many first lines name a file. Eight lines of a real access log (times to the second, addresses, user
 * agents) are never the start of another log; a file shorter than that is named by all its lines, so that
 * once it has grown it is still found (log-import.queries.ts looks for every length up to eight).
 */
export const FINGERPRINT_LINES = 8;

/** Where a file stands: the lines committed so far, their bytes, and the SHA-256 of their text. */
export type CheckpointPosition = { lines: number; bytes: number; contentHash: string };

/** A file's name in the checkpoints: a hash of its first `lines` lines (1..FINGERPRINT_LINES). */
export type FileFingerprint = { lines: number; hash: string };

/**
 * The running identity of a log as its lines are read: the SHA-256 of the text so far (each line as read,
 * CR and NULs dropped, with a LF after it: a gzipped or CRLF copy of a log hashes the same), and the hash
 * after each of the first FINGERPRINT_LINES lines, which are the file's candidate fingerprints.
 */
export class FileHasher {
  private readonly hash: Hash = createHash('sha256');
  private readonly prefixes: string[] = [];
  lines = 0;
  bytes = 0;

  add(text: string): void {
    this.hash.update(text);
    this.hash.update('\n');
    this.lines++;
    // Byte lengths are for the record only (a position's bytes): ASCII lines, the usual case, are their length.
    this.bytes += (isAscii(text) ? text.length : Buffer.byteLength(text)) + 1;
    if (this.prefixes.length < FINGERPRINT_LINES) this.prefixes.push(this.digest());
  }

  /** The hash of the text so far (the hash goes on). */
  digest(): string {
    return this.hash.copy().digest('hex');
  }

  position(): CheckpointPosition {
    return { lines: this.lines, bytes: this.bytes, contentHash: this.digest() };
  }

  /** The fingerprints a checkpoint of this file may have been saved under, longest first. */
  candidates(): FileFingerprint[] {
    return this.prefixes.map((hash, index) => ({ lines: index + 1, hash })).reverse();
  }

  /** The fingerprint a new checkpoint of this file is saved under: its first lines, up to eight. */
  fingerprint(): FileFingerprint | undefined {
    return this.candidates()[0];
  }
}

// A line of only ASCII characters: String.length is its byte length.
const NON_ASCII = /[\u0080-\uffff]/;
function isAscii(text: string): boolean {
  return !NON_ASCII.test(text);
}
