import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { fetch } from 'undici';
import { z } from 'zod';
import { CidrSet } from './ip-ranges';
import { formatRangeFile, type RangeFile, rangeFileSchema } from './range-files';
import type { RangeSetKey } from './registry/types';

export const FETCH_TIMEOUT_MS = 10_000;
/** The largest published list (Google's user-triggered fetchers) is about 70 KB; anything near this is wrong. */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

/** The shape every publisher uses (Google, Bing, OpenAI, Anthropic, Perplexity): prefixes of either family. */
const publishedDocumentSchema = z.object({
  creationTime: z.string().optional(),
  syncToken: z.string().optional(),
  prefixes: z
    .array(z.object({ ipv4Prefix: z.string().optional(), ipv6Prefix: z.string().optional() }))
    .min(1, 'the list has no prefixes'),
});

export type RangeSource = { key: RangeSetKey; file: string; url: string };
export type UpdateResult =
  | { key: RangeSetKey; url: string; ok: true; prefixes: number }
  | { key: RangeSetKey; url: string; ok: false; error: string };

/** The body of a published list: https only (unless a test allows http), bounded in time and size. */
export async function fetchPublishedList(
  url: string,
  options: { timeoutMs?: number; allowHttp?: boolean } = {},
): Promise<string> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS),
    headers: { accept: 'application/json', 'user-agent': 'botlens-update-bot-ranges' },
  });
  const finalUrl = new URL(response.url || url);
  if (finalUrl.protocol !== 'https:' && !options.allowHttp) {
    await response.body?.cancel();
    throw new Error(`refusing a non-https answer from ${finalUrl.href}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_DOCUMENT_BYTES) throw new Error(`the document is larger than ${MAX_DOCUMENT_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Validates a downloaded document and turns it into the file we ship. Throws with the reason. */
export function toRangeFile(source: RangeSource, operator: string, body: string, fetchedAt: Date): RangeFile {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new Error('the answer is not JSON');
  }
  const parsed = publishedDocumentSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`unexpected JSON shape: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}`);
  const prefixes = parsed.data.prefixes.map((entry) => entry.ipv4Prefix ?? entry.ipv6Prefix);
  if (prefixes.some((prefix) => prefix === undefined))
    throw new Error('an entry has neither ipv4Prefix nor ipv6Prefix');
  const list = prefixes as string[];
  CidrSet.from(list); // throws on the first prefix that is not CIDR
  return {
    key: source.key,
    operator,
    source: source.url,
    creationTime: parsed.data.creationTime ?? parsed.data.syncToken ?? null,
    fetchedAt: fetchedAt.toISOString(),
    copiedFrom: null,
    note: null,
    prefixes: list,
  };
}

/** Write beside the target, then rename: a reader sees the old file or the new one, never half of one. */
export async function writeFileAtomically(path: URL, content: string): Promise<void> {
  const temporary = new URL(`${path.href}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, content, { flag: 'wx' });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Refreshes every source independently and concurrently. A source that fails (no network, bad answer)
 * leaves its file exactly as it was; the others are still updated.
 */
export async function updateRangeFiles(options: {
  sources: readonly RangeSource[];
  directory: URL;
  fetchList?: (url: string) => Promise<string>;
  now?: () => Date;
}): Promise<UpdateResult[]> {
  const fetchList = options.fetchList ?? ((url: string) => fetchPublishedList(url));
  const now = options.now ?? (() => new Date());
  return Promise.all(
    options.sources.map(async (source): Promise<UpdateResult> => {
      const path = new URL(source.file, options.directory);
      try {
        const current = rangeFileSchema.parse(JSON.parse(await readFile(path, 'utf8')));
        const file = toRangeFile(source, current.operator, await fetchList(source.url), now());
        await writeFileAtomically(path, formatRangeFile(file));
        return { key: source.key, url: source.url, ok: true, prefixes: file.prefixes.length };
      } catch (error) {
        return { key: source.key, url: source.url, ok: false, error: describe(error) };
      }
    }),
  );
}

/** undici reports network failures as 'fetch failed' with the useful part in `cause`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer within ${FETCH_TIMEOUT_MS / 1000} s`;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: string } | undefined)?.code;
  if (!cause) return error.message;
  return `${error.message}: ${code && !cause.message.includes(code) ? `${code} ` : ''}${cause.message}`;
}
