/**
 * What text a registry pattern cannot match without: a set of lower-case strings, one of which every string
 * the pattern matches contains (lower-cased). The registry index files each pattern under these strings, so
 * the answer must never be wrong, only sometimes absent: anything this reader does not fully understand ends
 * the literal it is reading, and a construct it cannot step over safely gives up on the whole pattern.
 *
 * Only printable ASCII is kept in a literal. Under the 'i' flag an ASCII letter matches its other case and,
 * with 'u' or 'v', also 'ſ' (U+017F, folds to 's') and 'K' (U+212A, folds to 'k'); the index folds those two
 * when it reads a user agent.
 */

/** Shorter literals are too common to narrow anything down. */
export const MIN_LITERAL_LENGTH = 3;

/** One of these strings is in every match; undefined when none is known. */
type Requirement = readonly string[] | undefined;

class GiveUp extends Error {}

const ESCAPES_WITHOUT_LITERAL = new Set('dDwWsSbBnrtfv0'.split(''));

/** How poorly a literal narrows the candidates (lower is better). */
export type LiteralCost = (literal: string) => number;

/** Without a better measure, longer literals are rarer. */
const byLength: LiteralCost = (literal) => 1 / literal.length;

export function requiredLiterals(pattern: RegExp, cost: LiteralCost = byLength): string[] | undefined {
  // 'v' changes class syntax; '\k' may or may not be a back-reference depending on the pattern's groups.
  if (pattern.flags.includes('v') || pattern.source.includes('\\k')) return undefined;
  try {
    const reader = new PatternReader(pattern.source, pattern.flags.includes('u'), cost);
    const requirement = reader.alternation();
    if (reader.position !== pattern.source.length) return undefined;
    return requirement ? [...new Set(requirement)] : undefined;
  } catch (error) {
    if (error instanceof GiveUp) return undefined;
    throw error;
  }
}

/** A quantifier's minimum count; 1 where there is none (present: false). */
type Quantifier = { min: number; present: boolean };

const NO_QUANTIFIER: Quantifier = { min: 1, present: false };
/** '{2}', '{2,}', '{2,5}' where the reader stands (sticky). */
const BRACES = /\{(\d+)(?:,\d*)?\}/y;

class PatternReader {
  position = 0;

  constructor(
    private readonly source: string,
    private readonly unicode: boolean,
    private readonly cost: LiteralCost,
  ) {}

  /** Branches separated by '|': a match satisfies one of them, so each must have a requirement. */
  alternation(): Requirement {
    const branches = [this.sequence()];
    while (this.source[this.position] === '|') {
      this.position++;
      branches.push(this.sequence());
    }
    if (branches.some((branch) => branch === undefined)) return undefined;
    return branches.flat() as string[];
  }

  /** Atoms one after another: every required literal run or group is a candidate; the best one is kept. */
  private sequence(): Requirement {
    let best: Requirement;
    let run = '';
    const endRun = () => {
      if (run.length >= MIN_LITERAL_LENGTH) best = this.better(best, [run]);
      run = '';
    };
    while (this.position < this.source.length) {
      const char = this.source[this.position] as string;
      if (char === '|' || char === ')') break;
      const atom = this.atom();
      const { min, present } = this.quantifier();
      if (typeof atom === 'string' && min > 0) {
        run += atom;
        // 'ab+c' requires 'ab' and 'bc' but no 'abc': a repeated character ends the run after itself.
        if (present) endRun();
        continue;
      }
      endRun();
      if (typeof atom !== 'string' && atom && min > 0) best = this.better(best, atom);
    }
    endRun();
    return best;
  }

  /** A literal character (lower-cased), a group's requirement, or null for anything else. */
  private atom(): string | Requirement | null {
    const char = this.source[this.position] as string;
    this.position++;
    if (char === '\\') return this.escape();
    if (char === '[') return this.characterClass();
    if (char === '(') return this.group();
    if (char === '.' || char === '^' || char === '$') return null;
    if (char === '*' || char === '+' || char === '?') throw new GiveUp(); // a quantifier with nothing before it
    return literalCharacter(char);
  }

  private escape(): string | null {
    const char = this.source[this.position];
    if (char === undefined) throw new GiveUp();
    this.position++;
    if (/[1-9]/.test(char)) {
      while (/[0-9]/.test(this.source[this.position] ?? '')) this.position++;
      return null; // a back-reference
    }
    if (char === 'c') {
      if (/[A-Za-z]/.test(this.source[this.position] ?? '')) this.position++;
      return null;
    }
    if (char === 'x') return this.skipHex(2);
    if (char === 'u') return this.source[this.position] === '{' ? this.skipBraces() : this.skipHex(4);
    if ((char === 'p' || char === 'P') && this.unicode) return this.skipBraces();
    if (ESCAPES_WITHOUT_LITERAL.has(char) || /[A-Za-z]/.test(char)) return null;
    return literalCharacter(char);
  }

  private skipHex(digits: number): null {
    for (let i = 0; i < digits && /[0-9A-Fa-f]/.test(this.source[this.position] ?? ''); i++) this.position++;
    return null;
  }

  private skipBraces(): null {
    const end = this.source.indexOf('}', this.position);
    if (end === -1) throw new GiveUp();
    this.position = end + 1;
    return null;
  }

  /** '[cC]' (one character in either case) is a literal character; any other class is not. */
  private characterClass(): string | null {
    const members = new Set<string>();
    let literal = true;
    if (this.source[this.position] === '^') {
      literal = false;
      this.position++;
    }
    while (this.source[this.position] !== ']') {
      const char = this.source[this.position];
      if (char === undefined) throw new GiveUp();
      this.position++;
      if (char === '\\') {
        const escaped = this.source[this.position];
        if (escaped === undefined) throw new GiveUp();
        this.position++;
        if (/[A-Za-z0-9]/.test(escaped)) {
          if (escaped === 'u' || escaped === 'x' || escaped === 'c' || escaped === 'p' || escaped === 'P') {
            throw new GiveUp(); // multi-character escapes inside a class: not worth reading
          }
          literal = false;
        } else members.add(escaped.toLowerCase());
      } else if (char === '-' && members.size > 0 && this.source[this.position] !== ']') {
        literal = false; // a range
      } else members.add(char.toLowerCase());
    }
    this.position++;
    const [only] = members;
    return literal && members.size === 1 && only !== undefined ? literalCharacter(only) : null;
  }

  /** A group's own requirement; lookarounds match no text, so they require none. */
  private group(): Requirement | null {
    let lookaround = false;
    if (this.source[this.position] === '?') {
      const kind = this.source.slice(this.position + 1, this.position + 3);
      if (kind.startsWith(':')) this.position += 2;
      else if (kind.startsWith('=') || kind.startsWith('!')) {
        this.position += 2;
        lookaround = true;
      } else if (kind === '<=' || kind === '<!') {
        this.position += 3;
        lookaround = true;
      } else if (kind.startsWith('<')) {
        const end = this.source.indexOf('>', this.position);
        if (end === -1) throw new GiveUp();
        this.position = end + 1;
      } else throw new GiveUp(); // modifiers or syntax we do not know
    }
    const inner = this.alternation();
    if (this.source[this.position] !== ')') throw new GiveUp();
    this.position++;
    return lookaround ? null : inner;
  }

  /** Of two requirements of one sequence, the one whose literals together cost less. */
  private better(current: Requirement, candidate: readonly string[]): Requirement {
    if (!current) return candidate;
    const total = (requirement: readonly string[]) => requirement.reduce((sum, s) => sum + this.cost(s), 0);
    return total(candidate) < total(current) ? candidate : current;
  }

  /** Reads the quantifier that follows, if any. */
  private quantifier(): Quantifier {
    const char = this.source[this.position];
    let min = 1;
    if (char === '*' || char === '?') {
      min = 0;
      this.position++;
    } else if (char === '+') this.position++;
    else if (char === '{') {
      BRACES.lastIndex = this.position;
      const braces = BRACES.exec(this.source);
      // Outside unicode mode a '{' that opens no quantifier is a literal, read as the next atom.
      if (!braces) return NO_QUANTIFIER;
      min = Number(braces[1]);
      this.position += braces[0].length;
    } else return NO_QUANTIFIER;
    if (this.source[this.position] === '?') this.position++; // lazy
    return { min, present: true };
  }
}

/** Printable ASCII, lower-cased; anything else matches no literal and ends the run. */
function literalCharacter(char: string): string | null {
  const code = char.charCodeAt(0);
  return code >= 0x20 && code <= 0x7e ? char.toLowerCase() : null;
}
