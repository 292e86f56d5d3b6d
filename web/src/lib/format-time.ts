type FormatOptions = {
  /** The viewer's language by default (the browser's), so dates read the way they are used to. */
  locale?: string;
  /** The viewer's zone by default (the browser's). */
  timeZone?: string;
};

/**
 * A moment from the server (ISO 8601, UTC) in the viewer's own zone and format: 'Nov 27, 2026, 6:43:05 AM'
 * in the United States, '27 Nov 2026, 06:43:05' in Britain. Null for something that is not a date.
 */
export function formatLocalDateTime(
  timestamp: string,
  { locale, timeZone }: FormatOptions = {},
): string | null {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(time);
}
