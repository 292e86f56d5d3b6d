import { botSlug } from '@botlens/contracts';
import type { Ownership } from './assign-owners';
import type { Candidate } from './candidate';

/**
 * Source entries that name the same bot ('GoogleAssociationService\/' and 'GoogleAssociationService$',
 * 'Google Trust Services' and 'Google-Trust-Services': one name, as the directory's address shows) become
 * one entry: the first one's facts, both patterns, all strings. Updates the ownership in place and
 * returns the source entries to keep.
 */
export function mergeSameNames(ownership: Ownership): Candidate[] {
  const byName = new Map<string, Candidate>();
  const replaced = new Map<Candidate, Candidate>();
  for (const candidate of ownership.kept) {
    const key = botSlug(candidate.name);
    const first = byName.get(key);
    if (!first) {
      byName.set(key, candidate);
      continue;
    }
    const merged = mergeTwo(first, candidate);
    byName.set(key, merged);
    replaced.set(first, merged);
    replaced.set(candidate, merged);
  }
  const finalOf = (candidate: Candidate): Candidate => {
    let current = candidate;
    while (replaced.has(current)) current = replaced.get(current) ?? current;
    return current;
  };
  for (const [old, merged] of replaced) {
    const strings = ownership.ownedBy.get(old) ?? [];
    ownership.ownedBy.delete(old);
    const target = finalOf(merged);
    ownership.ownedBy.set(target, [...(ownership.ownedBy.get(target) ?? []), ...strings]);
  }
  for (const item of ownership.coverage) item.owner = finalOf(item.owner);
  return [...byName.values()];
}

function mergeTwo(first: Candidate, second: Candidate): Candidate {
  // Patterns of different case-sensitivity merge case-insensitively: the looser reading of both.
  const flags = first.pattern.flags === second.pattern.flags ? first.pattern.flags : 'i';
  const pattern =
    first.pattern.source === second.pattern.source
      ? new RegExp(first.pattern.source, flags)
      : new RegExp(`(?:${first.pattern.source})|(?:${second.pattern.source})`, flags);
  const tokens = [...first.robotsTokens];
  for (const token of second.robotsTokens) {
    if (!tokens.some((known) => known.toLowerCase() === token.toLowerCase())) tokens.push(token);
  }
  return {
    ...first,
    pattern,
    robotsTokens: tokens,
    docsUrl: first.docsUrl ?? second.docsUrl,
    instances: [...first.instances, ...second.instances],
    origin: `${first.origin} + ${second.origin}`,
  };
}
