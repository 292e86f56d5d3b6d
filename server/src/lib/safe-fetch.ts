import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';
import { type AllowedHost, effectivePort, isAllowedHost } from './allowed-hosts';

/**
 * The one way the server fetches a URL someone gave it (installation checks, audits, feeds). Server-side
 * request forgery guard: only http(s) on ports 80 and 443; every address the name resolves to must be public,
 * checked at connect time after DNS so that DNS rebinding cannot slip a private address in; every redirect
 * hop checked again, at most 5; connect and total time bounded; the body capped per kind of document.
 * AUDIT_ALLOWED_HOSTS names the only hosts let through anyway (tests, a self-hoster's own sites).
 */
export type FetchFailure =
  | 'invalid-url'
  | 'blocked'
  | 'private-address'
  | 'dns'
  | 'timeout'
  | 'refused'
  | 'too-large'
  | 'too-many-redirects'
  | 'certificate'
  | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export type SafeFetchResult = {
  status: number;
  url: string;
  contentType: string;
  /** The X-Robots-Tag header (several joined by ", "), cut to 500 characters; null when absent. */
  robotsTag: string | null;
  body: string;
  truncated: boolean;
  /**
   * The response's cache validators and Retry-After (each cut to 500 characters; null when absent), for a
   * caller that polls: a feed's conditional requests and back-off.
   */
  validators: { etag: string | null; lastModified: string | null; retryAfter: string | null };
};
/** The request headers a caller may add: a conditional request's validators, nothing that changes who asks. */
export type ConditionalHeaders = { ifNoneMatch?: string; ifModifiedSince?: string };
export type SafeFetchOptions = {
  maxBytes?: number;
  accept?: string;
  /** Beyond maxBytes: keep the first maxBytes (truncated: true), or fail with 'too-large'. */
  whenTooLarge?: 'truncate' | 'fail';
  /**
   * Ends the fetch before its own deadline (a budget shared by several fetches); it fails with the signal's
   * reason when that is a SafeFetchError.
   */
  signal?: AbortSignal;
  /** Makes the request conditional; a 304 then comes back as it is, with an empty body. */
  conditional?: ConditionalHeaders;
};
export type SafeFetcher = (url: string, options?: SafeFetchOptions) => Promise<SafeFetchResult>;

export type SafeFetcherOptions = {
  allowedHosts?: AllowedHost[];
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  userAgent?: string;
};

const MAX_REDIRECTS = 5;
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const WEB_PORTS = new Set(['80', '443']);
const USER_AGENT = 'BotLens/1.0 (+https://botlens.example/bot)';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  // The deprecated IPv4-compatible form (::127.0.0.1, RFC 4291 §2.5.5.1), which ipaddr.js counts as
  // unicast: no public site is served there, and a stack that still routes it reaches the IPv4 address.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) {
    return false;
  }
  // 'unicast' excludes loopback, private, link-local (cloud metadata), unique-local, carrier-grade NAT,
  // multicast, unspecified, broadcast, reserved and the IPv6 forms that embed an IPv4 address.
  return parsed.range() === 'unicast';
}

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** What went wrong, in the words a person reading an audit needs. */
function failureOf(error: unknown, url: URL, totalTimeoutMs: number): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof SafeFetchError) return cause;
  const code = String((error as { code?: string }).code ?? (cause as { code?: string })?.code ?? '');
  const name = String((error as { name?: string }).name ?? '');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') {
    return new SafeFetchError('dns', `DNS lookup failed for ${url.hostname}`);
  }
  if (code === 'ECONNREFUSED') return new SafeFetchError('refused', `connection refused by ${url.host}`);
  // OpenSSL's verification failures (expired, self-signed, wrong name, unknown issuer): the site answers
  // on https, but with a certificate a browser would refuse.
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/.test(code)) {
    return new SafeFetchError('certificate', `invalid TLS certificate on ${url.host} (${code})`);
  }
  // A TLS handshake that fails before any certificate is seen (commonly a plain-http server on the https
  // port): OpenSSL's own wording ("wrong version number") means nothing to the person reading the audit.
  if (code.startsWith('ERR_SSL_') || code === 'EPROTO') {
    return new SafeFetchError('network', `no working https on ${url.host} (the TLS handshake failed)`);
  }
  if (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    (code.startsWith('UND_ERR_') && code.endsWith('TIMEOUT'))
  ) {
    return new SafeFetchError(
      'timeout',
      `timed out after ${Math.round(totalTimeoutMs / 1000)} s (${url.host})`,
    );
  }
  return new SafeFetchError('network', `could not fetch ${url.host}: ${(error as Error).message}`);
}

/** The failure of a fetch its caller stopped: the caller's own reason, when it gave one. */
function stoppedBy(signal: AbortSignal): SafeFetchError {
  return signal.reason instanceof SafeFetchError
    ? signal.reason
    : new SafeFetchError('timeout', 'stopped before the site had answered');
}

export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const allowedHosts = options.allowedHosts ?? [];
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const totalTimeoutMs = options.totalTimeoutMs ?? 15_000;
  const allowedNames = new Set(allowedHosts.map((entry) => entry.host));
  const agent = new Agent({
    headersTimeout: totalTimeoutMs,
    bodyTimeout: totalTimeoutMs,
    connect: {
      timeout: connectTimeoutMs,
      lookup: (hostname, lookupOptions, callback) => {
        dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
          if (error) return callback(error, '', 0);
          const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
          const refused = addresses.find((a) => !isPublicAddress(a.address));
          if (!allowedNames.has(name) && (refused || addresses.length === 0)) {
            // The name only: the address it resolves to would tell a user (whose own site may redirect
            // anywhere) what our internal DNS holds.
            const message = `refused: private address (${hostname} does not resolve to a public address)`;
            return callback(new SafeFetchError('private-address', message), '', 0);
          }
          if ((lookupOptions as { all?: boolean }).all) {
            return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
          }
          const first = addresses[0] as LookupAddress;
          return callback(null, first.address, first.family);
        });
      },
    },
  });

  function check(url: URL): void {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new SafeFetchError(
        'blocked',
        `refused: only http and https URLs can be fetched, not ${url.protocol}`,
      );
    }
    if (url.username || url.password) {
      throw new SafeFetchError('blocked', 'refused: URLs with a user name or password cannot be fetched');
    }
    if (isAllowedHost(allowedHosts, url)) return;
    // The connect-time DNS check knows names, not ports: a name allowed on one port must not open the others.
    const name = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (allowedNames.has(name)) {
      throw new SafeFetchError('blocked', `refused: ${name} may be fetched only on its allowed port`);
    }
    if (!WEB_PORTS.has(effectivePort(url))) {
      throw new SafeFetchError('blocked', `refused: port ${effectivePort(url)} (only 80 and 443)`);
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address skips DNS, so the connect-time check would never see it.
    if (ipaddr.isValid(host) && !isPublicAddress(host)) {
      throw new SafeFetchError('private-address', `refused: private address (${host})`);
    }
  }

  return async (rawUrl, fetchOptions = {}) => {
    const maxBytes = fetchOptions.maxBytes ?? DEFAULT_MAX_BYTES;
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new SafeFetchError('invalid-url', `not a valid URL: ${rawUrl.slice(0, 200)}`);
    }
    // One deadline for the whole fetch, redirects and body included: a site that trickles is cut off too.
    const deadline = AbortSignal.timeout(totalTimeoutMs);
    const callerSignal = fetchOptions.signal;
    const signal = callerSignal ? AbortSignal.any([deadline, callerSignal]) : deadline;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      check(url);
      try {
        const response = await request(url, {
          dispatcher: agent,
          method: 'GET',
          headers: {
            'user-agent': options.userAgent ?? USER_AGENT,
            accept: fetchOptions.accept ?? 'text/html,*/*;q=0.8',
            ...conditionalHeaders(fetchOptions.conditional),
          },
          signal,
        });
        const location = response.headers.location;
        if (response.statusCode >= 300 && response.statusCode < 400 && location) {
          await response.body.dump();
          url = new URL(Array.isArray(location) ? (location[0] as string) : location, url);
          continue;
        }
        const declared = Number(response.headers['content-length'] ?? Number.NaN);
        if (fetchOptions.whenTooLarge === 'fail' && declared > maxBytes) {
          await response.body.dump({ limit: 0 }).catch(() => {});
          throw new SafeFetchError(
            'too-large',
            `too large: ${url.pathname} is more than ${megabytes(maxBytes)}`,
          );
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        for await (const chunk of response.body) {
          const buffer = chunk as Buffer;
          if (size + buffer.length > maxBytes) {
            response.body.destroy();
            if (fetchOptions.whenTooLarge === 'fail') {
              throw new SafeFetchError(
                'too-large',
                `too large: ${url.pathname} is more than ${megabytes(maxBytes)}`,
              );
            }
            chunks.push(buffer.subarray(0, maxBytes - size));
            truncated = true;
            break;
          }
          chunks.push(buffer);
          size += buffer.length;
        }
        return {
          status: response.statusCode,
          url: url.toString(),
          contentType: String(response.headers['content-type'] ?? ''),
          robotsTag: robotsTagOf(response.headers['x-robots-tag']),
          body: Buffer.concat(chunks).toString('utf8'),
          truncated,
          validators: {
            etag: headerText(response.headers.etag),
            lastModified: headerText(response.headers['last-modified']),
            retryAfter: headerText(response.headers['retry-after']),
          },
        };
      } catch (error) {
        if (callerSignal?.aborted) throw stoppedBy(callerSignal);
        throw failureOf(error, url, totalTimeoutMs);
      }
    }
    throw new SafeFetchError('too-many-redirects', `refused: more than ${MAX_REDIRECTS} redirects`);
  };
}

function robotsTagOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  return (Array.isArray(header) ? header.join(', ') : header).slice(0, 500);
}

function headerText(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value === undefined || value === '' ? null : value.slice(0, 500);
}

// Validators come back from a site (hostile): a value with a line break or control character is not sent.
const HEADER_VALUE = /^[\x20-\x7e]{1,500}$/;

function conditionalHeaders(conditional: ConditionalHeaders | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (conditional?.ifNoneMatch && HEADER_VALUE.test(conditional.ifNoneMatch)) {
    headers['if-none-match'] = conditional.ifNoneMatch;
  }
  if (conditional?.ifModifiedSince && HEADER_VALUE.test(conditional.ifModifiedSince)) {
    headers['if-modified-since'] = conditional.ifModifiedSince;
  }
  return headers;
}
