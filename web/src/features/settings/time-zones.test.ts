import { describe, expect, it } from 'vitest';
import {
  filterTimeZones,
  formatUtcOffset,
  knownTimeZones,
  timeZoneOptions,
  utcOffsetMinutes,
} from './time-zones';

const JANUARY = new Date('2026-01-15T12:00:00Z');
const JULY = new Date('2026-07-15T12:00:00Z');

describe('time zones', () => {
  it('reads offsets with daylight saving and half hours', () => {
    expect(utcOffsetMinutes('UTC', JANUARY)).toBe(0);
    expect(utcOffsetMinutes('Asia/Kolkata', JANUARY)).toBe(330);
    expect(utcOffsetMinutes('America/New_York', JANUARY)).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', JULY)).toBe(-240);
    expect(formatUtcOffset(330)).toBe('UTC+05:30');
    expect(formatUtcOffset(-240)).toBe('UTC−04:00');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
  });

  it('orders the options west to east, keeps a saved zone the list lacks, and filters by name or offset', () => {
    const options = timeZoneOptions(['Asia/Kolkata', 'UTC', 'America/New_York'], JANUARY, 'Europe/Paris');
    expect(options.map((option) => option.value)).toEqual([
      'America/New_York',
      'UTC',
      'Europe/Paris',
      'Asia/Kolkata',
    ]);
    expect(options[0]?.label).toBe('America/New York (UTC−05:00)');
    expect(filterTimeZones(options, 'new york').map((option) => option.value)).toEqual(['America/New_York']);
    expect(filterTimeZones(options, '+05:30').map((option) => option.value)).toEqual(['Asia/Kolkata']);
    expect(filterTimeZones(options, '-05').map((option) => option.value)).toEqual(['America/New_York']);
    expect(filterTimeZones(options, '  ')).toHaveLength(4);
    // Browsers list some zones under their old names; today's name finds them.
    const renamed = timeZoneOptions(['Asia/Calcutta', 'Europe/Kiev'], JANUARY);
    expect(filterTimeZones(renamed, 'kolkata').map((option) => option.value)).toEqual(['Asia/Calcutta']);
    expect(filterTimeZones(renamed, 'kyiv').map((option) => option.value)).toEqual(['Europe/Kiev']);
  });

  it('lists UTC first among the known zones', () => {
    const zones = knownTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones.filter((zone) => zone === 'UTC')).toHaveLength(1);
  });
});
