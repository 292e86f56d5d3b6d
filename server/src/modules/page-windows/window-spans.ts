import { RANGES } from '@botlens/contracts';
import { analyticsWindow } from '../analytics/analytics-window';

const HOUR_MS = 3_600_000;

/** The dashboards' ranges (part 1 §9), in days: each has a window of its own in bot_page_windows. */
export const WINDOW_RANGES: number[] = RANGES.map(Number);
/** 0: the window that ends with the current hour; 1: the equal window just before it ('vs last week'). */
export type Period = 0 | 1;
export type WindowSpan = { rangeDays: number; period: Period; from: number; to: number };
/** An interval of hits to add (sign 1) to a window or take out of it (sign -1). */
export type WindowDelta = WindowSpan & { sign: 1 | -1 };

export function floorHour(at: number): number {
  return Math.floor(at / HOUR_MS) * HOUR_MS;
}

/**
 * The windows as of an hour, [from, to) in ms: exactly the analytics windows of a request made during that
 * hour, so the counts read from bot_page_windows equal the counts over raw hits.
 */
export function windowsAsOf(asOfHour: number): WindowSpan[] {
  return WINDOW_RANGES.flatMap((rangeDays) => {
    const window = analyticsWindow({ range: rangeDays, type: 'all', tz: 'UTC' }, new Date(asOfHour));
    return [
      { rangeDays, period: 0 as const, from: window.start.getTime(), to: window.end.getTime() },
      { rangeDays, period: 1 as const, from: window.previousStart.getTime(), to: window.start.getTime() },
    ];
  });
}

/**
 * What moving the clock from one hour to a later one changes: each window slides forward, so the hours it
 * leaves are taken out and the hours it reaches are added. From no clock at all (null), every window is
 * added whole. A jump longer than a window takes out all of the old one and adds all of the new one.
 */
export function advanceDeltas(fromHour: number | null, toHour: number): WindowDelta[] {
  const next = windowsAsOf(toHour);
  if (fromHour === null) return next.map((span) => ({ ...span, sign: 1 as const }));
  const previous = windowsAsOf(fromHour);
  return next.flatMap((after, index) => {
    const before = previous[index] as WindowSpan;
    const deltas: WindowDelta[] = [];
    const leaveTo = Math.min(before.to, after.from);
    if (before.from < leaveTo) deltas.push({ ...after, from: before.from, to: leaveTo, sign: -1 });
    const enterFrom = Math.max(before.to, after.from);
    if (enterFrom < after.to) deltas.push({ ...after, from: enterFrom, to: after.to, sign: 1 });
    return deltas;
  });
}
