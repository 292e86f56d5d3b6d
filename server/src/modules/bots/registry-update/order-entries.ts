import { MAX_USER_AGENT_LENGTH } from '../classify-user-agent';
import type { Candidate } from './candidate';

/**
 * The registry's order, first match wins. Entries keep their base order (tier, then their place in it:
 * curated order preserved) except where a string must reach its owner first: every other entry matching
 * one of an entry's strings comes after that entry. Such an entry is pulled up to just before the first
 * entry that would take its strings ('acapbot/0.1; treat like Googlebot' puts acapbot before Googlebot),
 * so one constraint never drags the rest of the list down with it.
 */
export function orderEntries(
  base: readonly Candidate[],
  ownedBy: ReadonlyMap<Candidate, readonly string[]>,
): { ordered: Candidate[]; conflicts: string[] } {
  const position = new Map(base.map((entry, index) => [entry, index]));
  const mustPrecede = new Map<Candidate, Set<Candidate>>();
  for (const owner of base) {
    for (const instance of ownedBy.get(owner) ?? []) {
      const text = instance.slice(0, MAX_USER_AGENT_LENGTH);
      for (const other of base) {
        if (other === owner || !other.pattern.test(text)) continue;
        const before = mustPrecede.get(other) ?? new Set<Candidate>();
        before.add(owner);
        mustPrecede.set(other, before);
      }
    }
  }
  const ordered: Candidate[] = [];
  const conflicts: string[] = [];
  const state = new Map<Candidate, 'visiting' | 'done'>();
  const visit = (entry: Candidate, path: readonly Candidate[]): void => {
    const seen = state.get(entry);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const cycle = [...path.slice(path.indexOf(entry)), entry].map((item) => item.name);
      conflicts.push(`order: these entries each take another's strings: ${cycle.join(' → ')}`);
      return;
    }
    state.set(entry, 'visiting');
    const before = [...(mustPrecede.get(entry) ?? [])].sort(
      (a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
    for (const predecessor of before) visit(predecessor, [...path, entry]);
    state.set(entry, 'done');
    ordered.push(entry);
  };
  for (const entry of base) visit(entry, []);
  return { ordered, conflicts };
}

/** Strings that do not reach their owner first in the final order: each is a conflict to curate. */
export function misnamedStrings(
  ordered: readonly Candidate[],
  ownedBy: ReadonlyMap<Candidate, readonly string[]>,
): string[] {
  const conflicts: string[] = [];
  for (const owner of ordered) {
    for (const instance of ownedBy.get(owner) ?? []) {
      const text = instance.slice(0, MAX_USER_AGENT_LENGTH);
      const first = ordered.find((entry) => entry.pattern.test(text));
      if (first !== owner) {
        conflicts.push(
          `${JSON.stringify(instance)} belongs to ${owner.name} (${owner.origin}) but is named ${first?.name ?? 'nothing'}`,
        );
      }
    }
  }
  return conflicts;
}
