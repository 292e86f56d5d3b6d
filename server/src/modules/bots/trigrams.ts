/**
 * Three-character pieces of text as the registry index reads them: ASCII lower-cased, plus the two signs that
 * a case-insensitive unicode pattern folds to ASCII letters. Any other character becomes 0, and no literal
 * holds one, so a trigram with a 0 is never filed.
 */

/** Three 7-bit codes in 21 bits. */
export const TRIGRAM_SPACE = 1 << 21;

export function foldedCode(code: number): number {
  if (code >= 0x41 && code <= 0x5a) return code + 0x20;
  if (code >= 0x20 && code <= 0x7e) return code;
  if (code === 0x212a) return 0x6b; // KELVIN SIGN matches 'k' under the 'iu' flags
  if (code === 0x17f) return 0x73; // LATIN SMALL LETTER LONG S matches 's' under the 'iu' flags
  return 0;
}

/**
 * The text lower-cased as literals are, with the two signs folded too: literals are compared with this.
 * For ASCII text, toLowerCase gives the same.
 */
export function foldText(text: string): string {
  let folded = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    folded += String.fromCharCode(foldedCode(code) || code);
  }
  return folded;
}

const KEY_MASK = TRIGRAM_SPACE - 1;

/** The key of the trigram ending at `i`, given the key ending at `i - 1`: rolled along, not rebuilt. */
const rollKey = (previous: number, text: string, i: number) =>
  ((previous << 7) | foldedCode(text.charCodeAt(i))) & KEY_MASK;

/** A set of trigrams as one bit each. */
export class TrigramSet {
  private readonly bits = new Uint32Array(TRIGRAM_SPACE >>> 5);

  add(key: number): void {
    this.bits[key >>> 5] = (this.bits[key >>> 5] as number) | (1 << (key & 31));
  }

  has(key: number): boolean {
    return ((this.bits[key >>> 5] as number) & (1 << (key & 31))) !== 0;
  }

  /** The trigrams of texts of printable ASCII (literals and the common text are). */
  static of(texts: readonly string[]): TrigramSet {
    const set = new TrigramSet();
    for (const text of texts) {
      let key = 0;
      for (let i = 0; i < text.length; i++) {
        key = rollKey(key, text, i);
        if (i >= 2) set.add(key);
      }
    }
    return set;
  }
}

/**
 * Roughly how often each trigram occurs among the texts: counts kept in a small table by a hash of the
 * trigram (capped at 255). They only break ties between trigrams of one literal, so a shared slot costs
 * nothing but a slightly worse choice, and a small table saves a process megabytes at start.
 */
export class TrigramCounts {
  private readonly counts = new Uint8Array(1 << 16);

  static of(texts: readonly string[]): TrigramCounts {
    const table = new TrigramCounts();
    for (const text of texts) {
      let key = 0;
      for (let i = 0; i < text.length; i++) {
        key = rollKey(key, text, i);
        if (i >= 2) table.add(key);
      }
    }
    return table;
  }

  private slot(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> 16;
  }

  add(key: number): void {
    const slot = this.slot(key);
    if ((this.counts[slot] as number) < 0xff) this.counts[slot] = (this.counts[slot] as number) + 1;
  }

  get(key: number): number {
    return this.counts[this.slot(key)] as number;
  }
}

/** The trigram of the text with the lowest cost (ties go to the first), and that cost. */
export function cheapestTrigram(text: string, cost: (key: number) => number): { key: number; cost: number } {
  let bestKey = -1;
  let bestCost = Number.POSITIVE_INFINITY;
  let key = 0;
  for (let i = 0; i < text.length; i++) {
    key = rollKey(key, text, i);
    if (i < 2) continue;
    const keyCost = cost(key);
    if (keyCost < bestCost) {
      bestKey = key;
      bestCost = keyCost;
    }
  }
  return { key: bestKey, cost: bestCost };
}
