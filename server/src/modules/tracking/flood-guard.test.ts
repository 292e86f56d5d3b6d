import { describe, expect, it } from 'vitest';
import { addressKey } from './flood-guard';

describe('addressKey', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2'],
    ['2001:db8:1:2::9', '2001:db8:1:2'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2'],
    ['2001:db8::1', '2001:db8:0:0'],
    ['2001:DB8::', '2001:db8:0:0'],
    ['::1', '0:0:0:0'],
    ['2001:DB8:1:2:3:4:5:6', '2001:db8:1:2'],
  ])('keys %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
