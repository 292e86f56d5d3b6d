import { describe, expect, it } from 'vitest';
import type { RegistryFileEntry } from '../registry/registry-file';
import { describeChanges } from './describe-changes';

const entry = (name: string, fields: Partial<RegistryFileEntry> = {}): RegistryFileEntry => ({
  name,
  pattern: `\\b${name}\\b`,
  flags: 'i',
  type: 'other',
  operator: 'Unknown',
  purpose: 'unknown',
  robotsTokens: [name],
  source: 'crawler-user-agents',
  ...fields,
});

describe('describeChanges', () => {
  it('reports nothing when nothing changed', () => {
    expect(describeChanges([entry('A'), entry('B')], [entry('A'), entry('B')])).toEqual([]);
  });

  it('reports bots added and removed, with what they are', () => {
    expect(describeChanges([entry('A')], [entry('B', { type: 'ai_crawler', purpose: 'training' })])).toEqual([
      'added: B (ai_crawler, training, Unknown, from crawler-user-agents)',
      'removed: A (other, unknown, Unknown, from crawler-user-agents)',
    ]);
  });

  it('reports a bot whose pattern stayed and name changed as renamed', () => {
    expect(describeChanges([entry('acoonbot')], [entry('AcoonBot', { pattern: '\\bacoonbot\\b' })])).toEqual([
      'renamed: acoonbot → AcoonBot',
      'AcoonBot: robots.txt tokens acoonbot → AcoonBot',
    ]);
  });

  it('reports changed types, purposes, operators, tokens and order', () => {
    const before = [entry('A'), entry('B')];
    const after = [
      entry('B', { robotsTokens: [] }),
      entry('A', { type: 'ai_crawler', purpose: 'search', operator: 'Acme' }),
    ];
    expect(describeChanges(before, after)).toEqual([
      'B: robots.txt tokens B → (none)',
      'A: type other → ai_crawler',
      'A: purpose unknown → search',
      'A: operator Unknown → Acme',
      'order: some bots are now tried in a different order (first match wins)',
    ]);
  });
});
