import type { RegistryFileEntry } from '../registry/registry-file';

/**
 * What a refresh changes, for a person reviewing it: bots added and removed, renamed (same pattern, new
 * name), for bots kept their type, purpose, operator, robots.txt tokens, pattern, documentation and note,
 * and whether the order in which they are tried changed.
 */
export function describeChanges(
  before: readonly RegistryFileEntry[],
  after: readonly RegistryFileEntry[],
): string[] {
  const beforeByName = new Map(before.map((entry) => [entry.name, entry]));
  const afterByName = new Map(after.map((entry) => [entry.name, entry]));
  const removed = before.filter((entry) => !afterByName.has(entry.name));
  const added = after.filter((entry) => !beforeByName.has(entry.name));
  const lines: string[] = [];

  const renamedFrom = new Map<RegistryFileEntry, RegistryFileEntry>();
  for (const entry of added) {
    const old = removed.find((candidate) => samePattern(candidate, entry) && !renamedFrom.has(candidate));
    if (old) {
      renamedFrom.set(old, entry);
      lines.push(`renamed: ${old.name} → ${entry.name}`);
    }
  }
  const renamedTo = new Set(renamedFrom.values());
  for (const entry of added) {
    if (!renamedTo.has(entry)) lines.push(`added: ${entry.name} (${summary(entry)})`);
  }
  for (const entry of removed) {
    if (!renamedFrom.has(entry)) lines.push(`removed: ${entry.name} (${summary(entry)})`);
  }
  for (const entry of after) {
    const old = beforeByName.get(entry.name) ?? [...renamedFrom].find(([, next]) => next === entry)?.[0];
    if (old) lines.push(...fieldChanges(old, entry));
  }
  const kept = (entries: readonly RegistryFileEntry[], others: Map<string, RegistryFileEntry>) =>
    entries.filter((entry) => others.has(entry.name)).map((entry) => entry.name);
  if (kept(before, afterByName).join('\n') !== kept(after, beforeByName).join('\n')) {
    lines.push('order: some bots are now tried in a different order (first match wins)');
  }
  return lines;
}

function fieldChanges(old: RegistryFileEntry, entry: RegistryFileEntry): string[] {
  const changes: string[] = [];
  const compare = (field: string, was: string, now: string) => {
    if (was !== now) changes.push(`${entry.name}: ${field} ${was} → ${now}`);
  };
  compare('type', old.type, entry.type);
  compare('purpose', old.purpose, entry.purpose);
  compare('operator', old.operator, entry.operator);
  compare('robots.txt tokens', tokens(old), tokens(entry));
  compare('pattern', `/${old.pattern}/${old.flags}`, `/${entry.pattern}/${entry.flags}`);
  compare('documentation', old.docsUrl ?? '(none)', entry.docsUrl ?? '(none)');
  if ((old.note ?? '') !== (entry.note ?? '')) changes.push(`${entry.name}: note changed`);
  return changes;
}

function samePattern(a: RegistryFileEntry, b: RegistryFileEntry): boolean {
  return a.pattern === b.pattern && a.flags === b.flags;
}

function summary(entry: RegistryFileEntry): string {
  return `${entry.type}, ${entry.purpose}, ${entry.operator}, from ${entry.source}`;
}

function tokens(entry: RegistryFileEntry): string {
  return entry.robotsTokens.length === 0 ? '(none)' : entry.robotsTokens.join(', ');
}
