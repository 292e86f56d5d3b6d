import { randomBytes } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { IncomingHit } from './hit';
import type { UnwrittenBatch } from './ingest-queue';

/**
 * The spool: accepted hits the database did not take before shutdown, saved in the data directory and
 * written at the next start (replay-spool.ts). One file per shutdown, NDJSON: a header line, then one line
 * per batch with the id its write uses, so that writing a file twice (a crash mid-replay, two servers on one
 * directory) stores nothing twice.
 */
const HEADER = { botlensSpool: 1 };
const SUFFIX = '.ndjson';

export class SpoolFileError extends Error {}

/**
 * Saves the batches to a new file in `dir` and returns its path. Written under a temporary name, synced,
 * then renamed: a file with the spool's suffix is always complete. Line by line, so that a queue of a few
 * hundred megabytes is never one string.
 */
export function writeSpoolFile(dir: string, batches: UnwrittenBatch[]): string {
  mkdirSync(dir, { recursive: true });
  const name = `hits-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${randomBytes(4).toString('hex')}`;
  const temporary = join(dir, `${name}.tmp`);
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, `${JSON.stringify({ ...HEADER, savedAt: new Date().toISOString() })}\n`);
    for (const batch of batches) {
      const saved = {
        batchId: batch.batchId,
        unlessCommitted: batch.unlessCommitted,
        hits: batch.hits.map(incomingPart),
      };
      writeSync(fd, `${JSON.stringify(saved)}\n`);
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const path = join(dir, `${name}${SUFFIX}`);
  renameSync(temporary, path);
  syncDirectory(dir);
  return path;
}

/** The rename itself survives a power cut only once the directory is synced (where the system allows it). */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Not every platform syncs a directory; the file's own data is synced above.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Only what was received: a hit that was being written carries its classification too (classifyBatch adds
 * it), which the next start works out again.
 */
function incomingPart(hit: IncomingHit): IncomingHit {
  return {
    websiteId: hit.websiteId,
    eventId: hit.eventId,
    occurredAt: hit.occurredAt,
    source: hit.source,
    event: hit.event,
    url: hit.url,
    title: hit.title,
    referrer: hit.referrer,
    method: hit.method,
    status: hit.status,
    userAgent: hit.userAgent,
    ip: hit.ip,
    durationMs: hit.durationMs,
    responseMs: hit.responseMs,
    webdriver: hit.webdriver,
  };
}

/** The complete spool files in `dir`, oldest first; none when the directory does not exist. */
export function spoolFilesIn(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.startsWith('hits-') && name.endsWith(SUFFIX))
    .sort()
    .map((name) => join(dir, name));
}

/** Whether any spool file is left in `dir`; true when that cannot be told (the safe answer). */
export function spoolFilesLeft(dir: string): boolean {
  try {
    return spoolFilesIn(dir).length > 0;
  } catch {
    return true;
  }
}

const spooledHit = z.object({
  websiteId: z.number().int().positive(),
  eventId: z.string().optional(),
  occurredAt: z.iso.datetime().transform((at) => new Date(at)),
  source: z.enum(['snippet', 'pixel', 'collect', 'log']),
  event: z.enum(['page_view', 'page_leave']),
  url: z.string(),
  title: z.string().optional(),
  referrer: z.string().optional(),
  method: z.string().optional(),
  status: z.number().int().optional(),
  userAgent: z.string(),
  ip: z.string(),
  durationMs: z.number().optional(),
  responseMs: z.number().optional(),
  webdriver: z.boolean().optional(),
}) satisfies z.ZodType<IncomingHit, unknown>;
const spooledBatch = z.object({
  batchId: z.string().min(1).max(200),
  hits: z.array(spooledHit).min(1),
  unlessCommitted: z.string().min(1).max(200).optional(),
});

// A batch's line is at most a few tens of megabytes (a thousand hits of long, escaped texts); a longer one
// is not a line this server wrote, and would not fit in one string.
const MAX_LINE_BYTES = 256 * 1024 * 1024;

/** The batches of a spool file; SpoolFileError, naming the line, when it is not one this server wrote. */
export async function readSpoolFile(path: string): Promise<UnwrittenBatch[]> {
  const batches: UnwrittenBatch[] = [];
  let number = 0;
  for await (const line of linesOf(path)) {
    number++;
    const value = parseLine(line, number, path);
    if (number === 1) {
      if ((value as { botlensSpool?: unknown }).botlensSpool !== HEADER.botlensSpool) {
        throw new SpoolFileError(`${path} is not a BotLens spool file (line 1)`);
      }
      continue;
    }
    const parsed = spooledBatch.safeParse(value);
    if (!parsed.success)
      throw new SpoolFileError(`${path}, line ${number}: ${parsed.error.issues[0]?.message}`);
    batches.push(parsed.data);
  }
  if (number === 0) throw new SpoolFileError(`${path} is empty`);
  return batches;
}

/**
 * The file's lines, one at a time (a queue of a few hundred megabytes makes a file larger than one string
 * can be), each at most MAX_LINE_BYTES. The file is closed however the reading ends.
 */
async function* linesOf(path: string): AsyncGenerator<string> {
  const input = createReadStream(path);
  let parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(10, start); end !== -1; end = chunk.indexOf(10, start)) {
        parts.push(chunk.subarray(start, end));
        yield Buffer.concat(parts).toString('utf8');
        parts = [];
        size = 0;
        start = end + 1;
      }
      size += chunk.length - start;
      if (size > MAX_LINE_BYTES) throw new SpoolFileError(`${path} has a line longer than a spool file's`);
      parts.push(chunk.subarray(start));
    }
    if (size > 0) yield Buffer.concat(parts).toString('utf8');
  } finally {
    input.destroy();
  }
}

function parseLine(line: string, number: number, path: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new SpoolFileError(`${path}, line ${number}: not JSON`);
  }
}
