import { describe, expect, it } from 'vitest';
import { bandOf, hourlyPattern } from './hourly-pattern';

describe('hourly activity pattern', () => {
  it('puts percentages in the spec bands', () => {
    expect([0, 1, 25, 26, 50, 51, 75, 76, 100].map(bandOf)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('averages each hour of the day over the days and scales to the busiest hour', () => {
    const day = (date: string, hour: number, totalBots: number) => ({
      hour: new Date(`${date}T${String(hour).padStart(2, '0')}:00:00`).toISOString(),
      totalBots,
      aiCrawlers: 0,
    });
    const cells = hourlyPattern([
      day('2025-03-03', 9, 10),
      day('2025-03-04', 9, 30),
      day('2025-03-03', 14, 5),
      day('2025-03-04', 14, 5),
    ]);
    expect(cells).toHaveLength(24);
    expect(cells[9]).toMatchObject({ average: 20, percent: 100, band: 4 });
    expect(cells[14]).toMatchObject({ average: 5, percent: 25, band: 1 });
    expect(cells[0]).toMatchObject({ average: 0, band: 0 });
  });

  it('is all zero without traffic', () => {
    expect(hourlyPattern([]).every((cell) => cell.band === 0)).toBe(true);
  });

  it('reads the hour of each bucket in the zone the buckets were asked in', () => {
    const point = { hour: '2025-03-03T18:30:00.000Z', totalBots: 4, aiCrawlers: 0 };
    // 18:30 UTC is midnight in Kolkata and 10:30 in Los Angeles (PST).
    expect(hourlyPattern([point], 'Asia/Kolkata')[0]).toMatchObject({ average: 4, band: 4 });
    expect(hourlyPattern([point], 'America/Los_Angeles')[10]).toMatchObject({ average: 4, band: 4 });
    expect(hourlyPattern([point], 'UTC')[18]).toMatchObject({ average: 4, band: 4 });
  });
});
