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
  // Lines not yet hashed: hashed together when a position is asked for (a batch's end), since one update per
  // line cost more than the hash itself.
  private pending: string[] = [];
  private pendingChars = 0;
  private hashedBytes = 0;
  lines = 0;

  add(text: string): void {
    this.pending.push(text);
    this.pendingChars += text.length + 1;
    this.lines++;
    if (this.prefixes.length < FINGERPRINT_LINES) this.prefixes.push(this.digest());
  }

  /** The text read so far, in bytes (lines not yet hashed counted by their length: about the same). */
  get bytes(): number {
    return this.hashedBytes + this.pendingChars;
  }

  /** The hash of the text so far (the hash goes on). */
  digest(): string {
    if (this.pending.length > 0) {
      const text = Buffer.from(`${this.pending.join('\n')}\n`, 'utf8');
      this.hash.update(text);
      this.hashedBytes += text.length;
      this.pending = [];
      this.pendingChars = 0;
    }
    return this.hash.copy().digest('hex');
  }

  position(): CheckpointPosition {
    const contentHash = this.digest();
    return { lines: this.lines, bytes: this.hashedBytes, contentHash };
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
