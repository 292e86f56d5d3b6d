import { BOT_PURPOSE_NAMES } from '@botlens/contracts';

const numberFormat = new Intl.NumberFormat('en-US');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** Seconds as minutes and seconds: 154 → '2m 34s', 45 → '45s', 0 → '0s'. */
export function formatDuration(totalSeconds: number): string {
  const rounded = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(rounded / 60);
  const seconds = rounded % 60;
  return minutes === 0 ? `${seconds}s` : `${minutes}m ${seconds}s`;
}

/** Share of a whole as a percentage with one decimal at most: 0.1234 of 1 → '12.3%'. */
export function formatPercent(part: number, whole: number): string {
  if (whole <= 0) return '0%';
  const percent = (part / whole) * 100;
  return `${Number(percent.toFixed(percent < 10 ? 1 : 0))}%`;
}

export type BotStatus = 'Active' | 'Idle' | 'Inactive' | 'Unknown';

const HOUR_MS = 3_600_000;

/** Part 1 §4: last seen under an hour ago Active, under a day Idle, else Inactive; no valid date Unknown. */
export function botStatus(lastSeen: string | null | undefined, now: number): BotStatus {
  const time = lastSeen ? Date.parse(lastSeen) : Number.NaN;
  if (Number.isNaN(time)) return 'Unknown';
  const age = now - time;
  if (age < HOUR_MS) return 'Active';
  if (age < 24 * HOUR_MS) return 'Idle';
  return 'Inactive';
}

/**
 * Part 1 §4 for tables: 'Just now' under a minute, then minutes and hours; past two days, days (hours alone
 * become unreadable over a 90-day range). Invalid dates are 'Unknown'.
 */
export function timeAgo(timestamp: string | null | undefined, now: number): string {
  const time = timestamp ? Date.parse(timestamp) : Number.NaN;
  if (Number.isNaN(time)) return 'Unknown';
  const minutes = Math.floor(Math.max(0, now - time) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** Part 1 §4 for the live feed: 'Xs ago' under a minute, 'Xm ago' under an hour, then 'Xh ago'. */
export function feedTimeAgo(timestamp: string, now: number): string {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return 'Unknown';
  const seconds = Math.floor(Math.max(0, now - time) / 1000);
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  return `${Math.floor(seconds / 3600)}h ago`;
}

/** Part 1 §9: user agents are shortened after 30 characters, URLs get a detail line past 50. */
export const USER_AGENT_SHOWN = 30;
export const URL_SHOWN = 50;

/** The first `max` characters and an ellipsis; code points, so an emoji is never cut in half. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max).join('')}…`;
}

/** 'page_view' → 'Page view'; 'seo-tool' → 'Seo tool'. For server codes shown as words. */
export function humanize(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}

// The purposes in words, the same as on the bot directory's pages.
const PURPOSE_LABELS: Readonly<Record<string, string>> = BOT_PURPOSE_NAMES;

export function purposeLabel(purpose: string): string {
  return PURPOSE_LABELS[purpose] ?? humanize(purpose);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A full local date and time ('Nov 21, 2025, 2:05 PM'), or an em dash for an invalid date. */
export function formatDateTime(timestamp: string | null | undefined): string {
  const time = timestamp ? Date.parse(timestamp) : Number.NaN;
  return Number.isNaN(time) ? '—' : dateTimeFormat.format(time);
}
