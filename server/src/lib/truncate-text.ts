/**
 * Cuts to at most `max` UTF-16 units without leaving half of a surrogate pair behind (stored as U+FFFD).
 * The cut is a copy: V8's slice of a long string points into the whole of it, so a 100 KB URL cut to 4 KB
 * kept all 100 KB alive for as long as its hit waited in the ingest queue, which counts only the 4 KB
 * against its byte bound (faults/memory-pressure.int.test.ts).
 */
export function truncateText(value: string, max: number): string {
  if (value.length <= max) return value;
  const last = value.charCodeAt(max - 1);
  const cut = value.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
  return Buffer.from(cut, 'utf16le').toString('utf16le');
}
