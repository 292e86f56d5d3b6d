import { describe, expect, it } from 'vitest';
import { assignOwners } from './assign-owners';
import { type Candidate, TIERS } from './candidate';
import { misnamedStrings, orderEntries } from './order-entries';

const candidate = (name: string, pattern: RegExp, fields: Partial<Candidate> = {}): Candidate => ({
  name,
  pattern,
  type: 'other',
  operator: 'Unknown',
  purpose: 'unknown',
  robotsTokens: [],
  source: 'crawler-user-agents',
  tier: TIERS.sourceBot,
  instances: [],
  origin: name,
  ...fields,
});

describe('who names a source string, and in what order entries are tried', () => {
  const googlebot = candidate('Googlebot', /\bGooglebot\b/i, { source: 'curated', tier: TIERS.curated });
  const slurp = candidate('Yahoo! Slurp', /\bYahoo! Slurp\b/i, { source: 'curated', tier: TIERS.curated });

  it('gives a string to the earlier entry whose match overlaps the bot token, not to any that matches', () => {
    const gwene = candidate('Gwene', /\bGwene/, { instances: ['Gwene/1.0 (gwene.org gateway) Googlebot'] });
    const slurpSource = candidate('Slurp', /\bSlurp/, {
      instances: ['Mozilla/5.0 (compatible; Yahoo! Slurp/3.0; http://help.yahoo.com/help/us/ysearch/slurp)'],
    });
    const ownership = assignOwners([googlebot, slurp], [gwene, slurpSource]);
    expect(ownership.kept.map((entry) => entry.name)).toEqual(['Gwene']);
    expect(ownership.coverage.map((item) => [item.owner.name, item.covered.name])).toEqual([
      ['Yahoo! Slurp', 'Slurp'],
    ]);
  });

  it('pulls an entry up to just before the first one that would take its strings, keeping the rest in place', () => {
    const other = candidate('Other', /\bOther\b/, { source: 'curated', tier: TIERS.curated });
    const gwene = candidate('Gwene', /\bGwene/, { instances: ['Gwene/1.0 Googlebot'] });
    const ownership = assignOwners([other, googlebot, slurp], [gwene]);
    const base = [other, googlebot, slurp, ...ownership.kept];
    const { ordered, conflicts } = orderEntries(base, ownership.ownedBy);
    expect(conflicts).toEqual([]);
    expect(ordered.map((entry) => entry.name)).toEqual(['Other', 'Gwene', 'Googlebot', 'Yahoo! Slurp']);
    expect(misnamedStrings(ordered, ownership.ownedBy)).toEqual([]);
  });

  it('reports entries that each take the other one’s strings', () => {
    const a = candidate('Alpha', /Alpha|Beta/, { instances: ['Alpha/1.0'] });
    const b = candidate('Beta', /Alpha|Beta/, { instances: ['Beta/1.0'] });
    const owned = new Map([
      [a, ['Alpha/1.0']],
      [b, ['Beta/1.0']],
    ]);
    const { ordered, conflicts } = orderEntries([a, b], owned);
    expect(conflicts).toEqual(["order: these entries each take another's strings: Alpha → Beta → Alpha"]);
    expect(misnamedStrings(ordered, owned)).toHaveLength(1);
  });
});
