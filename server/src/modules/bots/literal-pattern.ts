/**
 * Most registry patterns are one literal, perhaps anchored or between word boundaries ('\bGPTBot\b',
 * '^curl', 'Mail\.RU_Bot'). Such a pattern is answered here by string search with the exact semantics of the
 * regular expression, so a process never compiles it: compiling is what a pattern costs the first time it
 * runs, and a fresh process classifying many different bots would otherwise compile nearly every pattern.
 *
 * Only the flags '' and 'i' qualify. Without 'u', a case-insensitive ASCII letter matches exactly its two
 * ASCII cases and '\b' looks at [A-Za-z0-9_] only, which is what this search reproduces.
 */
export type LiteralPattern = {
  /** Lower-cased when the pattern ignores case. */
  literal: string;
  ignoreCase: boolean;
  atStart: boolean;
  atEnd: boolean;
  boundaryBefore: boolean;
  boundaryAfter: boolean;
};

const SPECIAL = new Set('\\^$.|?*+()[]{}'.split(''));

/** The pattern read as a literal search, or undefined where it is anything more. */
export function literalPattern(pattern: RegExp): LiteralPattern | undefined {
  if (pattern.flags !== '' && pattern.flags !== 'i') return undefined;
  let source = pattern.source;
  const atStart = source.startsWith('^');
  if (atStart) source = source.slice(1);
  const boundaryBefore = source.startsWith('\\b');
  if (boundaryBefore) source = source.slice(2);
  let atEnd = false;
  let boundaryAfter = false;
  let literal = '';
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    const code = char.charCodeAt(0);
    if (char === '\\') {
      const escaped = source[i + 1];
      if (escaped === 'b' && i + 2 === source.length) {
        boundaryAfter = true;
        break;
      }
      // An escaped punctuation sign is that sign; an escaped letter or digit is a class, an assertion or
      // a reference.
      if (escaped === undefined || /[A-Za-z0-9]/.test(escaped) || !isPrintableAscii(escaped))
        return undefined;
      literal += escaped;
      i++;
    } else if (char === '$' && i + 1 === source.length) {
      atEnd = true;
    } else if (SPECIAL.has(char) || code < 0x20 || code > 0x7e) {
      return undefined;
    } else literal += char;
  }
  if (literal === '') return undefined;
  const ignoreCase = pattern.flags === 'i';
  return {
    literal: ignoreCase ? asciiLowerCase(literal) : literal,
    ignoreCase,
    atStart,
    atEnd,
    boundaryBefore,
    boundaryAfter,
  };
}

function isPrintableAscii(char: string): boolean {
  const code = char.charCodeAt(0);
  return code >= 0x20 && code <= 0x7e;
}

/** [A-Za-z0-9_]: what '\b' tells apart when the pattern has no 'u' flag. */
function isWordCode(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x5f
  );
}

/** A-Z to a-z and nothing else: a case-insensitive pattern without 'u' folds no other character. */
export function asciiLowerCase(text: string): string {
  let lower = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x41 && code <= 0x5a) {
      lower += text.slice(from, i) + String.fromCharCode(code + 0x20);
      from = i + 1;
    }
  }
  return from === 0 ? text : lower + text.slice(from);
}

/** Whether the pattern matches; `text` is the user agent, or its asciiLowerCase when the pattern ignores case. */
export function matchesLiteral(pattern: LiteralPattern, text: string): boolean {
  const { literal, atStart, atEnd, boundaryBefore, boundaryAfter } = pattern;
  const startsWithWord = isWordCode(literal.charCodeAt(0));
  const endsWithWord = isWordCode(literal.charCodeAt(literal.length - 1));
  let at = atEnd ? text.length - literal.length : text.indexOf(literal);
  while (at >= 0) {
    const end = at + literal.length;
    const fits =
      (!atStart || at === 0) &&
      (!atEnd || end === text.length) &&
      (!boundaryBefore || (at > 0 && isWordCode(text.charCodeAt(at - 1))) !== startsWithWord) &&
      (!boundaryAfter || (end < text.length && isWordCode(text.charCodeAt(end))) !== endsWithWord) &&
      (!atEnd || text.startsWith(literal, at));
    if (fits) return true;
    if (atStart || atEnd) return false;
    at = text.indexOf(literal, at + 1);
  }
  return false;
}
