/**
 * Why a registry pattern could take more than linear time on a hostile user agent, or undefined when it
 * cannot. Every pattern runs against the first 1024 characters of every string the server receives, so
 * the shapes behind catastrophic backtracking are refused outright:
 * - a quantified group ('(a+)+', '(?:ab)*'): nested quantifiers;
 * - two unbounded wildcards in one alternative ('a.*b.*c', '\S+ \S+'), which backtrack polynomially;
 * - backreferences, and the stateful g and y flags (test() would alternate between calls).
 */
export function whyUnsafePattern(pattern: RegExp): string | undefined {
  if (/[gy]/.test(pattern.flags)) return 'stateful flag';
  const atoms = atomsOf(pattern.source);
  if (atoms.some((atom) => /^\\[1-9]/.test(atom.text))) return 'backreference';
  if (atoms.some((atom) => atom.text === ')' && atom.quantifier !== '' && atom.quantifier !== '?')) {
    return 'quantified group (nested quantifiers)';
  }
  let wildcards = 0;
  for (const atom of atoms) {
    if (atom.text === '|' && atom.depth === 0) wildcards = 0;
    else if (isBroad(atom.text) && /^(?:[*+]|\{\d+,\})/.test(atom.quantifier)) wildcards += 1;
    if (wildcards > 1) return 'two unbounded wildcards in one alternative';
  }
  return undefined;
}

type Atom = { text: string; quantifier: string; depth: number };

/** The pattern as atoms (a character, an escape, a class, a bracket) each with the quantifier after it. */
function atomsOf(source: string): Atom[] {
  const atoms: Atom[] = [];
  let depth = 0;
  let index = 0;
  while (index < source.length) {
    let text = source.charAt(index);
    if (text === '\\') text = source.slice(index, index + 2);
    else if (text === '[') {
      let end = index + 1;
      while (end < source.length && source.charAt(end) !== ']') end += source.charAt(end) === '\\' ? 2 : 1;
      text = source.slice(index, end + 1);
    }
    if (text === ')') depth -= 1;
    // '(?:' and '(?=' are group syntax, not a quantified '('.
    const rest = source.slice(index + text.length);
    const quantifier = text === '(' ? '' : (/^(?:[*+?]|\{\d+(?:,\d*)?\})\??/.exec(rest)?.[0] ?? '');
    atoms.push({ text, quantifier, depth });
    if (text === '(') depth += 1;
    index += text.length + quantifier.length;
  }
  return atoms;
}

/** Atoms that match most characters: '.', '\S', '\w', '[\s\S]', '[^…]'. */
function isBroad(atom: string): boolean {
  return atom === '.' || /^\\[SWDw]$/.test(atom) || atom.startsWith('[^') || /\\s\\S|\\S\\s/.test(atom);
}
