import type { FetchedDocument } from '@botlens/contracts';

/** What the report shows where an audit has no figure (an older audit, a page without the tag). */
export const NO_VALUE = '—';
export const NOT_AVAILABLE = 'Not available';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A figure with an optional unit, or '—' when the audit has none: never an invented number. */
export function displayNumber(value: number | null | undefined, unit = ''): string {
  return isNumber(value) ? `${numberFormat.format(value)}${unit}` : NO_VALUE;
}

/** A 0–1 share as a percentage: 0.026 → '2.6%', 1 → '100%'. */
export function displayRatio(value: number | null | undefined): string {
  return isNumber(value) ? `${numberFormat.format(value * 100)}%` : NO_VALUE;
}

/** Text from the audited site, or 'Not available' when the page had none. */
export function displayText(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : NOT_AVAILABLE;
}

export function formatBytes(bytes: number): string {
  if (!isNumber(bytes) || bytes < 0) return NO_VALUE;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${numberFormat.format(bytes / 1024)} KB`;
  return `${numberFormat.format(bytes / (1024 * 1024))} MB`;
}

/**
 * Whether an address from the audited site may become a link: only http(s). Anything else (javascript:,
 * data:, a relative path) stays plain text.
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const DOCUMENT_LABELS: Record<FetchedDocument['kind'], string> = {
  home: 'Home page',
  robots: 'robots.txt',
  llms: 'llms.txt',
  llmsFull: 'llms-full.txt',
  sitemap: 'Sitemap',
};

export type DocumentOutcome = { ok: boolean; text: string };

/** One fetch of the trail in words: 'HTTP 200', 'HTTP 404', or the fetcher's reason when it failed. */
export function documentOutcome(document: FetchedDocument): DocumentOutcome {
  if (document.status === null) {
    return { ok: false, text: document.error?.trim() || 'No answer' };
  }
  return { ok: document.status >= 200 && document.status < 300, text: `HTTP ${document.status}` };
}
