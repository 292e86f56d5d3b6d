import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { analyticsScope } from './analytics-scope';
import {
  botEventsIn,
  botRollupsIn,
  botSessionsIn,
  humanRollupsIn,
  pageWindowsIn,
} from './analytics-scope.queries';
import { analyticsWindow } from './analytics-window';

const dialect = new PgDialect();
const NOW = new Date('2026-03-10T14:25:00Z');
const compact = (sql: string) => sql.replace(/\s+/g, ' ').trim();

describe('analytics scope', () => {
  const week = analyticsScope(7, { range: 7, type: 'ai_crawler', tz: 'Europe/Paris' }, NOW);

  it('is the request window of the website, hourly unless asked', () => {
    expect(week).toMatchObject({
      websiteId: 7,
      granularity: 'hourly',
      type: 'ai_crawler',
      tz: 'Europe/Paris',
    });
    expect(week.start).toEqual(analyticsWindow({ range: 7, type: 'all', tz: 'UTC' }, NOW).start);
    const hours = analyticsScope(7, { range: 7, type: 'all', tz: 'UTC', hours: 168 }, NOW);
    expect(hours.rangeDays).toBeNull();
    expect(
      analyticsScope(7, { range: 30, type: 'all', tz: 'UTC', granularity: 'daily' }, NOW).granularity,
    ).toBe('daily');
  });

  it('becomes the same website, window and type condition on every kind of table', () => {
    const current = [7, week.start.toISOString(), week.end.toISOString(), 'ai_crawler'];
    const rollups = dialect.sqlToQuery(botRollupsIn(week));
    expect(compact(rollups.sql)).toBe('website_id = $1 and hour >= $2 and hour < $3 and bot_type = $4');
    expect(rollups.params).toEqual(current);
    expect(dialect.sqlToQuery(botRollupsIn(week, 1)).params).toEqual([
      7,
      week.previousStart.toISOString(),
      week.start.toISOString(),
      'ai_crawler',
    ]);
    expect(compact(dialect.sqlToQuery(botEventsIn(week)).sql)).toContain(
      'occurred_at >= $2 and occurred_at < $3',
    );
    expect(compact(dialect.sqlToQuery(botSessionsIn(week)).sql)).toContain(
      'started_at >= $2 and started_at < $3',
    );
    // People have no bot type: the type filter never hides them.
    expect(dialect.sqlToQuery(humanRollupsIn(week)).params).toEqual(current.slice(0, 3));
    const pages = dialect.sqlToQuery(pageWindowsIn(week, 1));
    expect(compact(pages.sql)).toBe('website_id = $1 and range_days = $2 and period = $3 and bot_type = $4');
    expect(pages.params).toEqual([7, 7, 1, 'ai_crawler']);
  });

  it('leaves the type out for all bots, and has no page windows for a count of hours', () => {
    const all = analyticsScope(7, { range: 1, type: 'all', tz: 'UTC' }, NOW);
    expect(dialect.sqlToQuery(botEventsIn(all)).sql).not.toContain('bot_type');
    const hours = analyticsScope(7, { range: 7, type: 'all', tz: 'UTC', hours: 168 }, NOW);
    expect(() => pageWindowsIn(hours, 0)).toThrow(/dashboard ranges/);
  });
});
