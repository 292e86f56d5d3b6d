import { describe, expect, it } from 'vitest';
import {
  auditsPerDaySummary,
  formatSize,
  formatStored,
  formatUptime,
  hitsPerHourSummary,
} from './system-format';

describe('system analytics formats', () => {
  it('says sizes in binary units', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024 * 1024)).toBe('5 GB');
  });

  it('says uptime in its two largest units', () => {
    expect(formatUptime(45)).toBe('45s');
    expect(formatUptime(125)).toBe('2m 5s');
    expect(formatUptime(2 * 3600 + 300)).toBe('2h 5m');
    expect(formatUptime(3 * 86_400 + 4 * 3600 + 59)).toBe('3d 4h');
  });

  it('says an estimate is one', () => {
    expect(formatStored({ count: 1234, estimated: false })).toBe('1,234');
    expect(formatStored({ count: 1_234_567, estimated: true })).toBe('about 1.2M');
  });

  it('sums the series and names the busiest hour and day', () => {
    expect(
      hitsPerHourSummary([
        { hour: '2026-11-20T10:00:00.000Z', botHits: 2, humanPageViews: 1 },
        { hour: '2026-11-20T11:00:00.000Z', botHits: 7, humanPageViews: 0 },
      ]),
    ).toBe(
      "9 bot hits and 1 people's page views in the last 7 days; the busiest hour was Fri 11 AM UTC with 7.",
    );
    expect(hitsPerHourSummary([{ hour: '2026-11-20T10:00:00.000Z', botHits: 0, humanPageViews: 0 }])).toBe(
      "0 bot hits and 0 people's page views in the last 7 days.",
    );
    expect(
      auditsPerDaySummary([
        { day: '2026-11-01', audits: 1 },
        { day: '2026-11-02', audits: 3 },
      ]),
    ).toBe('4 audits in the last 30 days; the most on 2026-11-02 (3).');
    expect(auditsPerDaySummary([{ day: '2026-11-01', audits: 0 }])).toBe('0 audits in the last 30 days.');
  });
});
