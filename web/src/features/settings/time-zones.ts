export type TimeZoneOption = { value: string; label: string; offsetMinutes: number; searchText: string };

/**
 * The current names of zones that browsers (ICU) still list under their old ones, so that a search for
 * the name people use today finds them.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Kolkata',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Saigon': 'Ho Chi Minh',
  'Asia/Rangoon': 'Yangon',
  'Europe/Kiev': 'Kyiv',
  'Atlantic/Faeroe': 'Faroe',
  'America/Godthab': 'Nuuk',
};

/** The zone's offset from UTC at `now` as ±HH:MM minutes (daylight saving included). */
export function utcOffsetMinutes(timeZone: string, now: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}

/** Every zone the browser knows (the server allows the same names), UTC first, then west to east. */
export function knownTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/**
 * The select's options: each zone with its offset now, ordered by offset then name, so that neighbours in
 * the list share a clock. The saved zone is always there, even one this browser does not list.
 */
export function timeZoneOptions(zones: readonly string[], now: Date, saved?: string): TimeZoneOption[] {
  const all = saved && !zones.includes(saved) ? [...zones, saved] : zones;
  return all
    .flatMap((zone) => {
      try {
        const offsetMinutes = utcOffsetMinutes(zone, now);
        const label = `${zone.replaceAll('_', ' ')} (${formatUtcOffset(offsetMinutes)})`;
        const searchText = `${label} ${CURRENT_NAMES[zone] ?? ''}`.toLowerCase();
        return [{ value: zone, label, offsetMinutes, searchText }];
      } catch {
        // A name this browser cannot format is left out rather than breaking the list.
        return [];
      }
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.value.localeCompare(b.value));
}

/** The options whose name or offset contains what was typed ('paris', 'new york', '+05:30'). */
export function filterTimeZones(options: readonly TimeZoneOption[], search: string): TimeZoneOption[] {
  const words = search
    .trim()
    .toLowerCase()
    .replaceAll('_', ' ')
    .replace('-', '−')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => words.every((word) => option.searchText.includes(word)));
}
