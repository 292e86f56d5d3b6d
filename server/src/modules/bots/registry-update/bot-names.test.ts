import { describe, expect, it } from 'vitest';
import { whyNotAName } from './bot-names';

describe('what may stand as a bot name', () => {
  it.each([
    ['zh-cn', 'a locale'],
    ['en-US', 'a locale'],
    ['10_15_7', 'a version'],
    ['2.0', 'a version'],
    ['Nexus', 'a browser, system or device word'],
    ['Galaxy', 'a browser, system or device word'],
    ['Crawler', 'a generic word'],
    ['Bot', 'a generic word'],
    ['robots', 'a generic word'],
    ['at', 'a generic word'],
    ['Parser', 'a generic word'],
    ['3f2504e0-4f89-11d3-9a0c-0305e82c3301', 'an id'],
    ['Unknown bot', 'a placeholder'],
    ['5X', 'fewer than two letters'],
    ['<script>', 'control characters or markup'],
    [' GPTBot', 'empty or padded'],
  ])('refuses %j (%s)', (name, reason) => {
    expect(whyNotAName(name)).toBe(reason);
  });

  it.each([
    'GPTBot',
    'Googlebot-Image',
    'Yahoo! Slurp',
    'Mail.RU_Bot',
    '360Spider',
    'tweetedtimes.com',
    'BW',
    'ds9',
  ])('accepts %j', (name) => {
    expect(whyNotAName(name)).toBeUndefined();
  });
});
