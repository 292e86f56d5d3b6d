import { describe, expect, it } from 'vitest';
import { digestText, percent, summariseDigest } from './digest-content';

const row = (website: number, bot: string, visits: number, spoofed: number, isNew: boolean) => ({
  website_id: website,
  website_name: `Site ${website}`,
  domain: `site${website}.example`,
  bot_name: bot,
  bot_type: 'search',
  visits: String(visits),
  spoofed: String(spoofed),
  is_new: isNew,
});

describe('summariseDigest', () => {
  it('totals each website, keeps the five busiest bots and names the new ones', () => {
    const rows = [
      row(1, 'Googlebot', 100, 10, false),
      row(1, 'GPTBot', 50, 0, true),
      row(1, 'a', 5, 0, false),
      row(1, 'b', 4, 0, false),
      row(1, 'c', 3, 0, false),
      row(1, 'd', 2, 0, true),
      row(2, 'Bingbot', 7, 7, false),
    ];
    const [first, second] = summariseDigest(rows);
    expect(first).toMatchObject({ visits: 164, spoofed: 10, newBots: ['GPTBot', 'd'] });
    expect(first?.topBots.map((b) => b.name)).toEqual(['Googlebot', 'GPTBot', 'a', 'b', 'c']);
    expect(second).toMatchObject({ visits: 7, spoofed: 7, newBots: [] });
  });
});

describe('digestText', () => {
  it('says each figure and carries the dashboard and unsubscribe links', () => {
    const text = digestText({
      firstName: 'Ada',
      websites: summariseDigest([row(1, 'Googlebot', 200, 50, true)]),
      dashboardUrl: 'https://b.example/dashboard',
      unsubscribeUrl: 'https://b.example/digest/unsubscribe?user=1&token=t',
    });
    expect(text).toContain('Site 1 (site1.example)');
    expect(text).toContain('spoofed share: 25%');
    expect(text).toContain('Top bots: Googlebot (200)');
    expect(text).toContain('New bots: Googlebot');
    expect(text).toContain('https://b.example/dashboard');
    expect(text).toContain(
      'Unsubscribe (no sign-in needed): https://b.example/digest/unsubscribe?user=1&token=t',
    );
  });

  it('says so when no bot came', () => {
    expect(digestText({ firstName: 'A', websites: [], dashboardUrl: 'd', unsubscribeUrl: 'u' })).toContain(
      'No bot visited your websites this week.',
    );
  });
});

describe('percent', () => {
  it('rounds to one decimal and never divides by zero', () => {
    expect(percent(1, 3)).toBe('33.3%');
    expect(percent(0, 0)).toBe('0%');
  });
});
