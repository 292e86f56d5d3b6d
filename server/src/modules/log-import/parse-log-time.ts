import { isoTime } from '../../lib/iso-time';

/**
 * The access-log time `10/Oct/2000:13:55:36 -0700` (Apache `%t`, nginx `$time_local`) as an ISO instant.
 * The month names are English whatever the server's locale: both servers format them themselves.
 */
const MONTHS: Record<string, number> = {
  Jan: 0,
  Feb: 1,
  Mar: 2,
  Apr: 3,
  May: 4,
  Jun: 5,
  Jul: 6,
  Aug: 7,
  Sep: 8,
  Oct: 9,
  Nov: 10,
  Dec: 11,
};

// dd/Mon/yyyy:HH:MM:SS ±hhmm has a fixed width, so fields are read at fixed offsets: no regex needed.
const TIME_LENGTH = 26;

// Consecutive lines share their day and zone, often their second: remembering both skips the date maths for
// almost every line of a large log.
let lastText = '';
let lastResult: number | null = null;
let lastDayKey = '';
let lastDayStart: number | null = null;

export function parseLogTime(text: string): string | null {
  const at = parseLogTimeMs(text);
  return at === null ? null : isoTime(new Date(at));
}

/** Like parseLogTime, as milliseconds since the epoch: what the importer needs, with no text made. */
export function parseLogTimeMs(text: string): number | null {
  if (text === lastText) return lastResult;
  lastResult = convert(text);
  lastText = text;
  return lastResult;
}

function convert(text: string): number | null {
  if (text.length !== TIME_LENGTH) return null;
  if (text[11] !== ':' || text[14] !== ':' || text[17] !== ':' || text[20] !== ' ') return null;
  const hour = digits(text, 12, 2);
  const minute = digits(text, 15, 2);
  const second = digits(text, 18, 2);
  // -1 marks a non-digit: the lower bounds reject it.
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return null;
  const dayKey = text.slice(0, 11) + text.slice(20);
  if (dayKey !== lastDayKey) {
    lastDayStart = utcDayStart(text);
    lastDayKey = dayKey;
  }
  if (lastDayStart === null) return null;
  return lastDayStart + ((hour * 60 + minute) * 60 + second) * 1000;
}

/** The UTC instant of local midnight on the line's day, from `dd/Mon/yyyy` and ` ±hhmm`; null if invalid. */
function utcDayStart(text: string): number | null {
  if (text[2] !== '/' || text[6] !== '/') return null;
  const day = digits(text, 0, 2);
  const month = MONTHS[text.slice(3, 6)];
  const year = digits(text, 7, 4);
  const sign = text[21] === '+' ? 1 : text[21] === '-' ? -1 : 0;
  const offsetHours = digits(text, 22, 2);
  const offsetMinutes = digits(text, 24, 2);
  // Date.UTC reads years below 100 as 19xx; earlier times are refused by eventTimeProblem, with a reason.
  if (month === undefined || sign === 0 || day < 1 || year < 1000) return null;
  if (offsetHours < 0 || offsetHours > 23 || offsetMinutes < 0 || offsetMinutes > 59) return null;
  const localMidnight = Date.UTC(year, month, day);
  // 31/Feb would silently become 3 March: refuse a day the month does not have.
  if (new Date(localMidnight).getUTCDate() !== day) return null;
  // Local time = UTC + offset, so UTC = local - offset.
  return localMidnight - sign * (offsetHours * 60 + offsetMinutes) * 60_000;
}

/** The number written at [start, start+length), or -1 when any of its characters is not a digit. */
function digits(text: string, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i++) {
    const code = text.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return -1;
    value = value * 10 + code;
  }
  return value;
}
