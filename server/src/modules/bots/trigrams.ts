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

export function trigramAt(text: string, end: number): number {
  return (
    (foldedCode(text.charCodeAt(end - 2)) << 14) |
    (foldedCode(text.charCodeAt(end - 1)) << 7) |
    foldedCode(text.charCodeAt(end))
  );
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

/** In how many of the texts each trigram occurs. */
export function countTrigrams(texts: readonly string[]): Map<number, number> {
  const counts = new Map<number, number>();
  const seen = new Set<number>();
  for (const text of texts) {
    seen.clear();
    for (let end = 2; end < text.length; end++) {
      const key = trigramAt(text, end);
      if (seen.has(key)) continue;
      seen.add(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/** The trigram of the text with the lowest cost; ties go to the first. */
export function cheapestTrigram(text: string, cost: (key: number) => number): { key: number; cost: number } {
  let best = { key: -1, cost: Number.POSITIVE_INFINITY };
  for (let end = 2; end < text.length; end++) {
    const key = trigramAt(text, end);
    const keyCost = cost(key);
    if (keyCost < best.cost) best = { key, cost: keyCost };
  }
  return best;
}
