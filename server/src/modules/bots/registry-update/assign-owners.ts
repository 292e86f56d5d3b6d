import { MAX_USER_AGENT_LENGTH } from '../classify-user-agent';
import type { Candidate } from './candidate';
import { type Span, spansOfName, tokenAround } from './product-token';

/** A source entry whose strings an earlier entry (curated first) already names: it adds nothing of its own. */
export type Coverage = { owner: Candidate; covered: Candidate; instances: string[] };

export type Ownership = {
  /** The source candidates that keep strings of their own, with only those strings. */
  kept: Candidate[];
  coverage: Coverage[];
  /** Strings each entry must be the first match for: its own and those of the entries it covers. */
  ownedBy: Map<Candidate, string[]>;
};

/**
 * Decides who names each source string. An earlier entry owns a string when its match overlaps the bot's
 * own token there: curated 'Yahoo! Slurp' owns crawler-user-agents' 'Slurp' strings, but 'Googlebot' does
 * not own 'Gwene/1.0 (…) Googlebot', whose token is Gwene. Priority: curated entries in their order, then
 * ai.robots.txt, then crawler-user-agents, each in its own order.
 */
export function assignOwners(curated: readonly Candidate[], sourced: readonly Candidate[]): Ownership {
  const ownedBy = new Map<Candidate, string[]>();
  const coverage: Coverage[] = [];
  const kept: Candidate[] = [];
  const owners: Candidate[] = [...curated];
  for (const candidate of sourced) {
    const own: string[] = [];
    const coveredBy = new Map<Candidate, string[]>();
    for (const instance of candidate.instances) {
      const text = instance.slice(0, MAX_USER_AGENT_LENGTH);
      const identity = identitySpans(candidate, text);
      const owner = owners.find((entry) => identity.some((span) => matchesOver(entry.pattern, text, span)));
      if (owner) coveredBy.set(owner, [...(coveredBy.get(owner) ?? []), instance]);
      else own.push(instance);
    }
    for (const [owner, instances] of coveredBy) {
      coverage.push({ owner, covered: candidate, instances });
      ownedBy.set(owner, [...(ownedBy.get(owner) ?? []), ...instances]);
    }
    if (own.length === 0) continue;
    const keptCandidate = { ...candidate, instances: own };
    kept.push(keptCandidate);
    owners.push(keptCandidate);
  }
  for (const entry of [...curated, ...kept]) {
    ownedBy.set(entry, [...entry.instances, ...(ownedBy.get(entry) ?? [])]);
  }
  return { kept, coverage, ownedBy };
}

/** Where the candidate's own bot is named in a string: wherever its name stands, else its own match. */
function identitySpans(candidate: Candidate, text: string): Span[] {
  const byName = spansOfName(text, candidate.name);
  if (byName.length > 0) return byName;
  const match = candidate.pattern.exec(text);
  return match ? [tokenAround(text, { start: match.index, end: match.index + match[0].length }).span] : [];
}

/** Whether any match of the pattern in the text overlaps the span. */
function matchesOver(pattern: RegExp, text: string, span: Span): boolean {
  const global = new RegExp(pattern.source, `${pattern.flags}g`);
  for (const match of text.matchAll(global)) {
    const end = match.index + match[0].length;
    if (match.index < span.end && span.start < end) return true;
    if (match[0] === '') break;
  }
  return false;
}
