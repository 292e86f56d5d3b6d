import { describe, expect, it } from 'vitest';
import { activityLevel, averageTimeOnPage } from './page-stats';

const page = (visits: number, avgTimeOnPage: number) => ({ url: '/', visits, avgTimeOnPage, bots: 1 });

describe('page analytics figures', () => {
  it('weights the time on page by visits and skips pages without a measured time', () => {
    expect(averageTimeOnPage([page(10, 30), page(30, 10), page(100, 0)])).toBe(15);
    expect(averageTimeOnPage([page(5, 0)])).toBeNull();
    expect(averageTimeOnPage([])).toBeNull();
  });

  it('scales activity to the busiest page', () => {
    expect(activityLevel(50, 200)).toBe(25);
    expect(activityLevel(200, 200)).toBe(100);
    expect(activityLevel(3, 0)).toBe(0);
  });
});
