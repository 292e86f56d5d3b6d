import { describe, expect, it } from 'vitest';
import { withPreferredDefaults } from './preferred-query';

const preferences = { timeZone: 'Asia/Tokyo', defaultRangeDays: 90 };

describe('withPreferredDefaults', () => {
  it('fills a missing range and zone from the preferences', () => {
    expect(withPreferredDefaults({ type: 'all', range: undefined }, preferences)).toEqual({
      type: 'all',
      range: 90,
      tz: 'Asia/Tokyo',
    });
  });

  it('keeps a range and zone the query names', () => {
    expect(withPreferredDefaults({ range: 1, tz: 'UTC' }, preferences)).toEqual({ range: 1, tz: 'UTC' });
    expect(withPreferredDefaults({ range: 7 }, preferences)).toEqual({ range: 7, tz: 'Asia/Tokyo' });
  });
});
