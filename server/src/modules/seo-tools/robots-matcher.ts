/**
 * robots.txt under RFC 9309, for a crawler known by one or more product tokens: which group applies, and
 * whether it may fetch a path. The project's one robots.txt matcher (the rule tester, the audit's crawler
 * permissions, the bot profiles, the simulation, compliance and the served-file check): a library that
 * picks a group for a single token cannot say whether a token has a group of its own, which choosing among a
 * crawler's several tokens needs, so this is that choice and the matching, kept small.
 */

type Rule = { allow: boolean; pattern: string; line: number; text: string };

/** The groups of a robots.txt by user-agent (lower case, groups of the same name merged), in order. */
export type ParsedRobots = { groups: ReadonlyMap<string, readonly Rule[]> };

export type RobotsDecision = {
  allowed: boolean;
  /** The user-agent whose group decided ('*' for the catch-all group); null when no group applies. */
  group: string | null;
  /** The deciding rule as written, and its line (from 1); null when no rule matched. */
  rule: string | null;
  line: number | null;
};

/** A user-agent line's value as a group name: lower case, a version suffix ('Googlebot/2.1') dropped. */
function agentName(value: string): string {
  return value.split('/')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Parses a robots.txt. A group is one or more user-agent lines and the rules after them (RFC 9309 §2.1);
 * blank lines do not end a group, and another user-agent line after a rule starts the next one. Rules
 * before any user-agent line belong to no group. Groups naming the same agent are combined (§2.2.1).
 */
export function parseRobotsTxt(text: string): ParsedRobots {
  const groups = new Map<string, Rule[]>();
  let agents: string[] = [];
  let afterRule = true;
  const lines = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    const content = (lines[index] ?? '').replace(/#.*$/, '').trim();
    const colon = content.indexOf(':');
    if (colon < 0) continue;
    const key = content.slice(0, colon).trim().toLowerCase();
    const value = content.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (afterRule) agents = [];
      afterRule = false;
      const name = agentName(value);
      if (name) {
        agents.push(name);
        if (!groups.has(name)) groups.set(name, []);
      }
      continue;
    }
    if (key !== 'allow' && key !== 'disallow') continue;
    afterRule = true;
    // An empty value is no rule at all: `Disallow:` allows everything.
    if (!value) continue;
    const rule = {
      allow: key === 'allow',
      pattern: normalizeEncoding(value, 'pattern'),
      line: index + 1,
      text: content,
    };
    for (const agent of agents) groups.get(agent)?.push(rule);
  }
  return { groups };
}

/**
 * The decision for a crawler known by `tokens`, most specific first (`['Googlebot-Image', 'Googlebot']`):
 * the group of the first token that has one, else the `*` group, else none (everything allowed). Within the
 * group, the longest matching rule wins and Allow wins a tie (§2.2.2); /robots.txt itself is always allowed.
 */
export function decideRobots(parsed: ParsedRobots, tokens: readonly string[], path: string): RobotsDecision {
  const group = [...tokens.map((token) => agentName(token)), '*'].find((name) => parsed.groups.has(name));
  const target = normalizeEncoding(path || '/', 'path');
  if (group === undefined || target === '/robots.txt') {
    return { allowed: true, group: group ?? null, rule: null, line: null };
  }
  let best: Rule | undefined;
  for (const rule of parsed.groups.get(group) ?? []) {
    if (!matchesPath(rule.pattern, target)) continue;
    const longer = !best || rule.pattern.length > best.pattern.length;
    const allowTie = best && rule.pattern.length === best.pattern.length && rule.allow && !best.allow;
    if (longer || allowTie) best = rule;
  }
  return best
    ? { allowed: best.allow, group, rule: best.text, line: best.line }
    : { allowed: true, group, rule: null, line: null };
}

/**
 * Whether a rule's pattern matches the start of a path: `*` stands for any characters, a final `$` for the
 * end of the path. The set of path lengths the pattern so far can have matched is tracked, as Google's
 * matcher does, so a pattern costs its length times the path's, never more (no backtracking).
 */
export function matchesPath(pattern: string, path: string): boolean {
  let ends = [0];
  for (let p = 0; p < pattern.length; p++) {
    const char = pattern[p];
    if (char === '$' && p === pattern.length - 1) return ends.includes(path.length);
    if (char === '*') {
      const from = ends[0] ?? 0;
      ends = Array.from({ length: path.length - from + 1 }, (_, offset) => from + offset);
      continue;
    }
    const next: number[] = [];
    for (const end of ends) if (end < path.length && path[end] === char) next.push(end + 1);
    if (next.length === 0) return false;
    ends = next;
  }
  return true;
}

/**
 * Paths and patterns are compared percent-encoded (§2.2.2): characters outside ASCII are UTF-8 encoded,
 * existing escapes are upper-cased so that %2f and %2F are the same, and escapes of unreserved characters
 * (letters, digits, `-._~`) are decoded, so `/%62az` is `/baz`. '/' and '%2F' stay different. In a path,
 * `*` and `$` are encoded (%2A, %24), so that a pattern matches them literally only when it writes them
 * encoded (§2.2.3); in a pattern they stay special, except a `$` that is not last, which is an ordinary
 * character.
 */
function normalizeEncoding(value: string, kind: 'pattern' | 'path'): string {
  let encoded = '';
  const last = value.length - 1;
  for (let index = 0; index < value.length; index++) {
    const code = value.codePointAt(index) ?? 0;
    const char = String.fromCodePoint(code);
    if (code > 0xffff) index++;
    // A lone surrogate has no UTF-8 form (encodeURIComponent throws): it becomes U+FFFD, as a decoder would.
    const isLoneSurrogate = code >= 0xd800 && code <= 0xdfff;
    if (isLoneSurrogate) encoded += '%EF%BF%BD';
    else if (code > 0x7e || code < 0x21) encoded += encodeURIComponent(char);
    else if (char === '*' && kind === 'path') encoded += '%2A';
    else if (char === '$' && (kind === 'path' || index !== last)) encoded += '%24';
    else encoded += char;
  }
  return encoded.replace(/%[0-9a-f]{2}/gi, (sequence) => {
    const decoded = String.fromCharCode(Number.parseInt(sequence.slice(1), 16));
    return /[A-Za-z0-9\-._~]/.test(decoded) ? decoded : sequence.toUpperCase();
  });
}
