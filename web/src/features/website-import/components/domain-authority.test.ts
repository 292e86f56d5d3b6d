import { describe, expect, it } from 'vitest';
import { domainAuthorityVariant } from './domain-authority';

describe('domainAuthorityVariant', () => {
  it('is default at 70 or more, secondary at 40 or more, otherwise outline (part 2)', () => {
    expect([100, 70, 69, 40, 39, 0].map(domainAuthorityVariant)).toEqual([
      'default',
      'default',
      'secondary',
      'secondary',
      'outline',
      'outline',
    ]);
  });
});
