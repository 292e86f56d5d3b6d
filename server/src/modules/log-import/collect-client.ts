import { type CollectEvent, type CollectResponse, collectResponse } from '@botlens/contracts';
import { fetch } from 'undici';

/**
 * Sends batches to a BotLens server's `POST /api/collect`. Every event carries an eventId, so a resend after a
 * lost answer stores nothing twice: that is what makes retrying safe.
 *
 * - 503 (the server's queue is full; it never drops silently), 429, any other 5xx, a network error or a
 *   timeout: the same batch is sent again, waiting as long as Retry-After says or else backing off
 *   exponentially, up to maxAttempts sends.
 * - 413: the batch is split in halves, each sent on its own (a batch of long URLs can pass the server's byte
 *   limit long before MAX_COLLECT_BATCH events); a single event refused as too large is a failure.
 * - Any other 4xx, or a 3xx (following a redirect would turn the POST into a GET and could carry the key to
 *   another host): CollectRefusedError naming the status and the server's message.
 */
export type CollectSenderOptions = {
  /** The BotLens address, for example `https://botlens.example.com`. */
  server: string;
  key: string;
  maxAttempts?: number;
  requestTimeoutMs?: number;
  /** Told before each wait, so the command can say why it pauses. */
  onRetry?: (retry: { attempt: number; maxAttempts: number; delayMs: number; reason: string }) => void;
  sleep?: (ms: number) => Promise<void>;
};

export class CollectRefusedError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CollectRefusedError';
  }
}

const DEFAULT_MAX_ATTEMPTS = 10;
// Committing a batch takes about a second at most (ARCHITECTURE.md §4); a minute means the request is lost.
const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;
// A Retry-After of hours is honoured up to this, so a misconfigured proxy cannot park the import for a day.
const MAX_RETRY_AFTER_MS = 5 * 60_000;

export function collectUrl(server: string): string {
  return `${server.replace(/\/+$/, '')}/api/collect`;
}

export function createCollectSender(
  options: CollectSenderOptions,
): (events: CollectEvent[]) => Promise<CollectResponse> {
  const url = collectUrl(options.server);
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return send;

  async function send(events: CollectEvent[]): Promise<CollectResponse> {
    const body = JSON.stringify({ events });
    for (let attempt = 1; ; attempt++) {
      let reason: string;
      let retryAfter: string | null = null;
      try {
        const response = await fetch(url, {
          method: 'POST',
          // x-botlens-source tells the server these hits come from a log, not from live middleware.
          headers: {
            authorization: `Bearer ${options.key}`,
            'content-type': 'application/json',
            'x-botlens-source': 'log',
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        if (response.status >= 200 && response.status < 300) return readSummary(text);
        if (response.status === 413 && events.length > 1) return sendHalves(events);
        if (response.status !== 429 && response.status < 500) throw refused(response, text);
        reason = `the server answered ${response.status}${serverMessage(text, ': ')}`;
        retryAfter = response.headers.get('retry-after');
      } catch (error) {
        if (error instanceof CollectRefusedError) throw error;
        reason = `the request failed: ${networkMessage(error)}`;
      }
      if (attempt >= maxAttempts) {
        throw new CollectRefusedError(`Gave up sending to ${url} after ${maxAttempts} attempts: ${reason}`);
      }
      const delayMs = retryDelayMs(retryAfter, attempt);
      options.onRetry?.({ attempt, maxAttempts, delayMs, reason });
      await sleep(delayMs);
    }
  }

  async function sendHalves(events: CollectEvent[]): Promise<CollectResponse> {
    const middle = Math.ceil(events.length / 2);
    const first = await send(events.slice(0, middle));
    const second = await send(events.slice(middle));
    // The second half's events were numbered from 0 by the server: renumbered as in the batch asked for.
    const shifted = <T extends { index: number }>(items: T[]) =>
      items.map((item) => ({ ...item, index: item.index + middle }));
    return {
      received: first.received + second.received,
      stored: first.stored + second.stored,
      duplicates: first.duplicates + second.duplicates,
      expired: first.expired + second.expired,
      failed: first.failed + second.failed,
      bots: first.bots + second.bots,
      humans: first.humans + second.humans,
      rejected: [...first.rejected, ...shifted(second.rejected)],
      truncated: [...first.truncated, ...shifted(second.truncated)],
    };
  }

  function readSummary(text: string): CollectResponse {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = collectResponse.safeParse(json);
    if (!parsed.success) {
      throw new CollectRefusedError(
        `${url} did not answer like a BotLens server: is --server the right address?`,
      );
    }
    return parsed.data;
  }

  function refused(
    response: { status: number; statusText: string; headers: { get(name: string): string | null } },
    text: string,
  ) {
    const location = response.headers.get('location');
    const detail =
      response.status < 400 && location
        ? `: it redirects to ${location}; use that address as --server`
        : serverMessage(text, ': ');
    const hint =
      response.status === 401 ? ' (check --key: it is the website ingest key shown on /embed-code)' : '';
    return new CollectRefusedError(
      `The server refused the batch with ${response.status} ${response.statusText}${detail}${hint}`,
      response.status,
    );
  }
}

/** How long to wait before send number attempt + 1: Retry-After (seconds or a date) if given, else backoff. */
export function retryDelayMs(retryAfter: string | null, attempt: number, now = Date.now()): number {
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const value = retryAfter.trim();
    const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
    if (Number.isFinite(ms)) return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
  }
  return Math.min(FIRST_BACKOFF_MS * 2 ** (attempt - 1), MAX_BACKOFF_MS);
}

/** The `message` of the server's error body ({message, field?}), or the start of a non-JSON body. */
function serverMessage(text: string, prefix: string): string {
  let message = text.trim().slice(0, 200);
  try {
    const body = JSON.parse(text) as { message?: unknown; field?: unknown };
    if (typeof body.message === 'string') {
      message = typeof body.field === 'string' ? `${body.message} (field ${body.field})` : body.message;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): its first characters are still the best clue.
  }
  return message ? `${prefix}${message}` : '';
}

function networkMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause = error instanceof Error ? (error.cause as { message?: unknown } | undefined) : undefined;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}
