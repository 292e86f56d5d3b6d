import { asciiLowerCase, type LiteralPattern, literalPattern, matchesLiteral } from './literal-pattern';
import { type LiteralCost, MIN_LITERAL_LENGTH, requiredLiterals } from './pattern-literals';
import { cheapestTrigram, foldedCode, foldText, TRIGRAM_SPACE, TrigramCounts, TrigramSet } from './trigrams';

/**
 * Finds the first entry, in registry order, whose pattern matches a user agent, without testing every
 * pattern. Each pattern is filed under one three-character piece (a trigram) of each literal it cannot match
 * without (pattern-literals.ts), the piece least common in browsers' strings and in other patterns. A user
 * agent's own trigrams then name the few patterns worth testing; they are tested in registry order, together
 * with the patterns that have no usable literal, so the answer is the one an ordered scan would give.
 */
export type RegistryIndex<Entry> = {
  find: (userAgent: string) => Entry | undefined;
  /** How many patterns are tested on every user agent because no literal could be read from them. */
  readonly alwaysTested: number;
};

/**
 * Text every browser sends and the boilerplate of bots' strings: a pattern filed under a trigram of these
 * would be tested on nearly every user agent.
 */
const COMMON_TEXT = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:127.0) Gecko/20100101 Firefox/127.0',
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64) (compatible; +http://www.example.com/bot.html; +https://example.org/)',
].join(' ');

/** Trigrams of COMMON_TEXT, gathered once: every index weighs literals against them. */
let commonTrigrams: TrigramSet | undefined;

/**
 * What reading a pattern's literal costs: whether even its rarest trigram is common text, then (for ties)
 * its length, longer literals being more specific.
 */
function literalCost(common: TrigramSet) {
  return (literal: string) =>
    cheapestTrigram(literal, (key) => (common.has(key) ? 1 : 0)).cost + 1 / literal.length;
}

/** A literal pattern's own text is its required literal; other patterns are read (pattern-literals.ts). */
function literalsOf(
  pattern: RegExp,
  literal: LiteralPattern | undefined,
  cost: LiteralCost,
): string[] | undefined {
  if (!literal) return requiredLiterals(pattern, cost);
  // Literals are printable ASCII, which toLowerCase folds exactly as asciiLowerCase does.
  return literal.literal.length >= MIN_LITERAL_LENGTH ? [literal.literal.toLowerCase()] : undefined;
}

const ascending = (x: number, y: number) => x - y;

export function createRegistryIndex<Entry extends { pattern: RegExp }>(
  entries: readonly Entry[],
): RegistryIndex<Entry> {
  commonTrigrams ??= TrigramSet.of([COMMON_TEXT]);
  const common = commonTrigrams;
  const literalPatterns = entries.map((entry) => literalPattern(entry.pattern));
  const cost = literalCost(common);
  const literalsByEntry = entries.map((entry, position) =>
    literalsOf(entry.pattern, literalPatterns[position], cost),
  );
  const inLiterals = TrigramCounts.of(literalsByEntry.flatMap((literals) => literals ?? []));

  const postings = new Map<number, number[]>();
  const filed = new Uint32Array(TRIGRAM_SPACE >>> 5);
  // Each literal is filed under its trigram least common in browsers' text, then among other literals.
  const fileCost = (key: number) => (common.has(key) ? 0x100 : 0) + inLiterals.get(key);
  const alwaysTested: number[] = [];
  literalsByEntry.forEach((literals, position) => {
    if (!literals) {
      alwaysTested.push(position);
      return;
    }
    for (const literal of literals) {
      const { key } = cheapestTrigram(literal, fileCost);
      const list = postings.get(key) ?? [];
      if (list.at(-1) !== position) list.push(position);
      postings.set(key, list);
      filed[key >>> 5] = (filed[key >>> 5] as number) | (1 << (key & 31));
    }
  });

  // Reused between calls (classification is synchronous): the candidates found so far, and a stamp per
  // entry that says whether this call has already taken it.
  const found: number[] = [];
  const stamps = new Uint32Array(entries.length);
  let stamp = 0;
  let asciiOnly = true;

  /** Fills `found` with the entries filed under one of the user agent's trigrams, each once, unordered. */
  function collectCandidates(userAgent: string): void {
    stamp = stamp === 0xffffffff ? 1 : stamp + 1;
    if (stamp === 1) stamps.fill(0);
    found.length = 0;
    asciiOnly = true;
    let a = 0;
    let b = 0;
    for (let i = 0; i < userAgent.length; i++) {
      const code = userAgent.charCodeAt(i);
      if (code > 0x7e) asciiOnly = false;
      const c = foldedCode(code);
      if (a !== 0 && b !== 0 && c !== 0) {
        const key = (a << 14) | (b << 7) | c; // the hot path: kept inline
        if ((filed[key >>> 5] as number) & (1 << (key & 31))) {
          for (const position of postings.get(key) as number[]) {
            if (stamps[position] !== stamp) {
              stamps[position] = stamp;
              found.push(position);
            }
          }
        }
      }
      a = b;
      b = c;
    }
    for (const position of alwaysTested) found.push(position);
    if (found.length > 1) found.sort(ascending);
  }

  /**
   * A shared trigram is only a hint: the whole literal must be there too before a pattern runs. Most hints
   * end here, and a pattern that never runs is never compiled, which is most of a fresh process's cost.
   */
  function holdsLiteral(position: number, folded: string): boolean {
    const literals = literalsByEntry[position];
    if (!literals) return true;
    for (const literal of literals) if (folded.includes(literal)) return true;
    return false;
  }

  function find(userAgent: string): Entry | undefined {
    collectCandidates(userAgent);
    if (found.length === 0) return undefined;
    const lowerCase = asciiOnly ? userAgent.toLowerCase() : asciiLowerCase(userAgent);
    const folded = asciiOnly ? lowerCase : foldText(userAgent);
    for (const position of found) {
      const literal = literalPatterns[position];
      const entry = entries[position] as Entry;
      const matched = literal
        ? matchesLiteral(literal, literal.ignoreCase ? lowerCase : userAgent)
        : holdsLiteral(position, folded) && entry.pattern.test(userAgent);
      if (matched) return entry;
    }
    return undefined;
  }

  return { find, alwaysTested: alwaysTested.length };
}
