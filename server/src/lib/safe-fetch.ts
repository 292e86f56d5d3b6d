import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

/**
 * The one way the server fetches a URL someone gave it (installation checks, audits, feeds). Server-side
 * request forgery guard: only http(s), only the usual web ports, every address the name resolves to must be
 * public (checked at connect time, after DNS, so DNS rebinding cannot slip a private address in), redirects
 * re-checked hop by hop, bounded time and bounded body.
 */
export class BlockedUrlError extends Error {}

export type SafeFetchResult = {
  status: number;
  url: string;
  contentType: string;
  body: string;
  truncated: boolean;
};
export type SafeFetcher = (
  url: string,
  options?: { maxBytes?: number; accept?: string },
) => Promise<SafeFetchResult>;

const MAX_REDIRECTS = 5;
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const WEB_PORTS = new Set(['', '80', '443', '8080', '8443']);
const USER_AGENT = 'BotLensVerifier/1.0 (+https://botlens.example/bot)';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

export function createSafeFetcher(options: { allowPrivateNetworks?: boolean } = {}): SafeFetcher {
  const allowPrivate = options.allowPrivateNetworks ?? false;
  const agent = new Agent({
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
    connect: {
      timeout: TIMEOUT_MS,
      lookup: (hostname, lookupOptions, callback) => {
        dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
          if (error) return callback(error, '', 0);
          const refused = !allowPrivate && addresses.some((a) => !isPublicAddress(a.address));
          if (refused || addresses.length === 0) {
            return callback(
              new BlockedUrlError(`${hostname} resolves to a private or reserved address`),
              '',
              0,
            );
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
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new BlockedUrlError('Only http and https URLs can be fetched');
    if (url.username || url.password) throw new BlockedUrlError('URLs with credentials cannot be fetched');
    if (!allowPrivate && !WEB_PORTS.has(url.port))
      throw new BlockedUrlError(`Port ${url.port} is not allowed`);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // Literal addresses skip DNS, so the connect-time check would never see them.
    if (ipaddr.isValid(host) && !allowPrivate && !isPublicAddress(host)) {
      throw new BlockedUrlError(`${host} is a private or reserved address`);
    }
  }

  return async (rawUrl, fetchOptions = {}) => {
    const maxBytes = fetchOptions.maxBytes ?? DEFAULT_MAX_BYTES;
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new BlockedUrlError(`Not a valid URL: ${rawUrl.slice(0, 200)}`);
    }
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      check(url);
      const response = await request(url, {
        dispatcher: agent,
        method: 'GET',
        headers: { 'user-agent': USER_AGENT, accept: fetchOptions.accept ?? 'text/html,*/*;q=0.8' },
        signal: AbortSignal.timeout(TIMEOUT_MS * 2),
      });
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        await response.body.dump();
        url = new URL(Array.isArray(location) ? (location[0] as string) : location, url);
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      for await (const chunk of response.body) {
        const buffer = chunk as Buffer;
        if (size + buffer.length > maxBytes) {
          chunks.push(buffer.subarray(0, maxBytes - size));
          truncated = true;
          response.body.destroy();
          break;
        }
        chunks.push(buffer);
        size += buffer.length;
      }
      const contentType = String(response.headers['content-type'] ?? '');
      return {
        status: response.statusCode,
        url: url.toString(),
        contentType,
        body: Buffer.concat(chunks).toString('utf8'),
        truncated,
      };
    }
    throw new BlockedUrlError(`More than ${MAX_REDIRECTS} redirects`);
  };
}
