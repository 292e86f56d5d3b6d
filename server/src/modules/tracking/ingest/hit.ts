import type { BotClassification, Verification } from '@botlens/contracts';

export type HitSource = 'snippet' | 'pixel' | 'collect' | 'log';

/** One request to a customer's site, from any of the three doors, before classification. */
export type IncomingHit = {
  websiteId: number;
  eventId?: string;
  occurredAt: Date;
  source: HitSource;
  event: 'page_view' | 'page_leave';
  url: string;
  title?: string;
  referrer?: string;
  method?: string;
  status?: number;
  userAgent: string;
  ip: string;
  durationMs?: number;
  responseMs?: number;
  webdriver?: boolean;
};

/**
 * Its texts as stored (makeTextsStorable), and `path`, the URL's path, worked out once here for every writer
 * of the batch.
 */
export type ClassifiedHit = IncomingHit & {
  bot: BotClassification;
  verification: Verification;
  path: string;
};

/** Per hit: stored, or already stored before (same website and eventId). */
export type HitOutcome = {
  stored: boolean;
  isBot: boolean;
  failed?: boolean;
  /** Older than the retention period: neither stored nor counted. */
  expired?: boolean;
  hit?: ClassifiedHit;
};

export type { BotVerifier } from '../../bots/verify-bot';

/**
 * Text as PostgreSQL will hold it. Its text cannot hold NUL, so a hostile page or log line would make a
 * whole batch fail: NULs are dropped. An unpaired surrogate reaches the database as U+FFFD: it is replaced
 * here already, so that what we compare (event ids sent against event ids stored) is what was stored.
 */
export function storableText(value: string): string;
export function storableText(value: string | undefined): string | undefined;
export function storableText(value: string | undefined): string | undefined {
  if (value === undefined) return value;
  const noNul = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  return noNul.isWellFormed() ? noNul : noNul.toWellFormed();
}

/**
 * Makes a hit's texts what PostgreSQL will hold (storableText), in place and once, before any writer or
 * comparison reads them: the event id compared with the stored ones, the columns, the rollups' user agent.
 */
export function makeTextsStorable(hit: IncomingHit): void {
  hit.url = storableText(hit.url);
  hit.userAgent = storableText(hit.userAgent);
  hit.ip = storableText(hit.ip);
  if (hit.eventId !== undefined) hit.eventId = storableText(hit.eventId);
  if (hit.title !== undefined) hit.title = storableText(hit.title);
  if (hit.referrer !== undefined) hit.referrer = storableText(hit.referrer);
  if (hit.method !== undefined) hit.method = storableText(hit.method);
}

/** The path of a hit's URL, whether the URL is absolute (snippet) or a request target (logs). */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://placeholder.invalid').pathname.slice(0, 2048);
  } catch {
    return url.split(/[?#]/)[0]?.slice(0, 2048) || '/';
  }
}

const HOUR_MS = 3_600_000;

/** The start of the UTC hour of an instant, in ms (what hourOf gives, without allocating a Date). */
export function floorHourMs(date: Date): number {
  const at = date.getTime();
  return at - (((at % HOUR_MS) + HOUR_MS) % HOUR_MS);
}

export function hourOf(date: Date): Date {
  const hour = new Date(date.getTime());
  hour.setUTCMinutes(0, 0, 0);
  return hour;
}
