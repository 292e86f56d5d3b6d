import { describe, expect, it } from 'vitest';
import { botStatus, feedTimeAgo, formatDuration, formatPercent, timeAgo, truncate } from './analytics-format';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('analytics formatting', () => {
  it('shows durations in minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45.4)).toBe('45s');
    expect(formatDuration(154)).toBe('2m 34s');
    expect(formatDuration(Number.NaN)).toBe('0s');
  });

  it('derives the bot status from the last-seen age', () => {
    expect(botStatus(ago(59 * 60_000), NOW)).toBe('Active');
    expect(botStatus(ago(60 * 60_000), NOW)).toBe('Idle');
    expect(botStatus(ago(23 * 3_600_000), NOW)).toBe('Idle');
    expect(botStatus(ago(24 * 3_600_000), NOW)).toBe('Inactive');
    expect(botStatus(null, NOW)).toBe('Unknown');
    expect(botStatus('not a date', NOW)).toBe('Unknown');
  });

  it('labels relative times', () => {
    expect(timeAgo(ago(30_000), NOW)).toBe('Just now');
    expect(timeAgo(ago(5 * 60_000), NOW)).toBe('5m ago');
    expect(timeAgo(ago(3 * 3_600_000), NOW)).toBe('3h ago');
    expect(timeAgo(ago(72 * 3_600_000), NOW)).toBe('3d ago');
    expect(feedTimeAgo(ago(7_000), NOW)).toBe('7s ago');
    expect(feedTimeAgo(ago(7 * 60_000), NOW)).toBe('7m ago');
  });

  it('shortens long text and formats shares', () => {
    expect(truncate('Mozilla/5.0 (compatible; GPTBot/1.1)', 30)).toBe('Mozilla/5.0 (compatible; GPTBo…');
    expect(truncate('short', 30)).toBe('short');
    expect(formatPercent(1, 3)).toBe('33%');
    expect(formatPercent(1, 200)).toBe('0.5%');
    expect(formatPercent(1, 0)).toBe('0%');
  });
});
