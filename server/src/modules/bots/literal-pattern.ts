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

/**
 * '^', '\b', then printable ASCII other than the signs that make a regular expression (or an escaped
 * punctuation sign, which is that sign), then '\b' or '$'. Read with one native match: a registry holds
 * thousands of these and every process reads them all at start.
 */
const LITERAL_SOURCE = /^(\^?)((?:\\b)?)((?:[ -#%-',\-/->@-Z_-z~]|\\[ -/:-@[-`{-~])+?)((?:\\b)?)(\$?)$/;
const ESCAPE = /\\(.)/g;

/** The pattern read as a literal search, or undefined where it is anything more. */
export function literalPattern(pattern: RegExp): LiteralPattern | undefined {
  if (pattern.flags !== '' && pattern.flags !== 'i') return undefined;
  const parts = LITERAL_SOURCE.exec(pattern.source);
  if (!parts) return undefined;
  const [, start, before, body = '', after, end] = parts;
  const literal = body.replace(ESCAPE, '$1');
  const ignoreCase = pattern.flags === 'i';
  return {
    literal: ignoreCase ? literal.toLowerCase() : literal, // printable ASCII: toLowerCase folds A-Z only
    ignoreCase,
    atStart: start === '^',
    atEnd: end === '$',
    boundaryBefore: before === '\\b',
    boundaryAfter: after === '\\b',
  };
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
