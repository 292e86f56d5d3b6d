import { Resolver } from 'node:dns/promises';
import { type IpAddress, parseIpAddress } from './ip-ranges';

/**
 * The only outside service verification talks to. Tests pass a fake; production uses the system's DNS.
 * `reverse` returns PTR names, `resolve` the A and AAAA addresses of a name. Errors carry a DNS `code`.
 */
export type DnsResolver = {
  reverse(ip: string): Promise<string[]>;
  resolve(host: string): Promise<string[]>;
};

/** A crawler check sits on the ingest path; a slow or dead resolver must not hold a batch for long. */
export const DNS_TIMEOUT_MS = 2_000;

/** node:dns codes that are answers ("no such name", "no such record"), not failures to get an answer. */
const NEGATIVE_ANSWERS = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

export function isNegativeDnsAnswer(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    NEGATIVE_ANSWERS.has(String((error as { code?: unknown }).code))
  );
}

function timeoutError(what: string, ms: number): Error {
  return Object.assign(new Error(`DNS ${what} timed out after ${ms} ms`), { code: 'ETIMEOUT' });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError(what, ms)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The system resolver with one try and a hard deadline per lookup. */
export function createSystemDnsResolver(options: { timeoutMs?: number } = {}): DnsResolver {
  const timeoutMs = options.timeoutMs ?? DNS_TIMEOUT_MS;
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  return {
    reverse: (ip) => withTimeout(resolver.reverse(ip), timeoutMs, `reverse lookup of ${ip}`),
    resolve: async (host) => {
      const [v4, v6] = await withTimeout(
        Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]),
        timeoutMs,
        `lookup of ${host}`,
      );
      if (v4.status === 'rejected' && v6.status === 'rejected') {
        // A real failure outweighs "no records of this family" from the other lookup.
        throw isNegativeDnsAnswer(v4.reason) ? v6.reason : v4.reason;
      }
      return [...(v4.status === 'fulfilled' ? v4.value : []), ...(v6.status === 'fulfilled' ? v6.value : [])];
    },
  };
}

/** A name we accept must be the suffix itself or end with '.' + suffix: 'evilgooglebot.com' is not ours. */
export function hasAllowedSuffix(host: string, suffixes: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return suffixes.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** Spoofers can add PTR records of their choosing; only a few names are worth forward lookups. */
const MAX_PTR_NAMES = 4;

/**
 * confirmed: a PTR name under an allowed suffix resolves back to the same address;
 * rejected: DNS answered and the check failed (no PTR, foreign name, name not resolving to the address);
 * failed: DNS could not answer (timeout, server failure) — nothing can be concluded.
 */
export type ReverseDnsOutcome = 'confirmed' | 'rejected' | 'failed';

/** Forward-confirmed reverse DNS, the method Google, Microsoft and Apple document for their crawlers. */
export async function confirmReverseDns(
  address: IpAddress,
  allowedSuffixes: readonly string[],
  resolver: DnsResolver,
): Promise<ReverseDnsOutcome> {
  let names: string[];
  try {
    names = await resolver.reverse(address.text);
  } catch (error) {
    return isNegativeDnsAnswer(error) ? 'rejected' : 'failed';
  }
  const candidates = names.filter((name) => hasAllowedSuffix(name, allowedSuffixes)).slice(0, MAX_PTR_NAMES);
  let failed = false;
  for (const name of candidates) {
    try {
      const addresses = await resolver.resolve(name.replace(/\.$/, ''));
      const matches = addresses.some((text) => {
        const resolved = parseIpAddress(text);
        return resolved !== null && resolved.version === address.version && resolved.value === address.value;
      });
      if (matches) return 'confirmed';
    } catch (error) {
      if (!isNegativeDnsAnswer(error)) failed = true;
    }
  }
  return failed ? 'failed' : 'rejected';
}
