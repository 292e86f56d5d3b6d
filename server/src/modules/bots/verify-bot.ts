import type { BotClassification, Verification } from '@botlens/contracts';
import { LruCache } from '../../lib/lru-cache';
import { findBotByName } from './bot-registry';
import { parseIpAddress, type RangeSets } from './ip-ranges';
import { confirmReverseDns, type DnsResolver } from './reverse-dns';

/** A crawler keeps its addresses for days; a day bounds how long a changed list or PTR goes unnoticed. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_CACHE_SIZE = 10_000;

export type BotVerifier = {
  verify(classification: BotClassification, ip: string): Promise<Verification>;
};

export type BotVerifierOptions = {
  ranges: RangeSets;
  resolver: DnsResolver;
  cacheSize?: number;
};

/**
 * Checks whether a hit that claims to be a known bot comes from that bot's operator:
 * - a person, a bot we do not know, or a bot whose operator publishes nothing → 'unverifiable';
 * - published ranges: inside → 'verified'; outside → forward-confirmed reverse DNS when the operator also
 *   documents it (the shipped list may lag behind the live one), else 'spoofed';
 * - reverse DNS only (Applebot): its answer decides;
 * - an address that is not an address, for a bot that can be checked → 'spoofed';
 * - DNS timeouts and server failures: 'spoofed' when the operator publishes ranges (the address is outside
 *   them, and the list is authoritative; DNS could only have rescued it), else 'unverifiable'. Either way
 *   the answer is kept for five minutes only, so the next hits ask DNS again soon but a DNS outage does not
 *   cost every batch a lookup.
 * Results are cached per bot name and address for a day, and concurrent checks of the same pair share
 * one lookup, so a crawler's burst of requests costs one DNS round trip.
 */
const DNS_FAILURE_TTL_MS = 5 * 60 * 1000;

export function createBotVerifier(options: BotVerifierOptions): BotVerifier {
  const cache = new LruCache<string, Verification>(
    options.cacheSize ?? VERIFICATION_CACHE_SIZE,
    VERIFICATION_TTL_MS,
  );
  const afterDnsFailure = new LruCache<string, Verification>(
    options.cacheSize ?? VERIFICATION_CACHE_SIZE,
    DNS_FAILURE_TTL_MS,
  );
  const inFlight = new Map<string, Promise<Verification>>();

  async function check(name: string, ip: string): Promise<Verification> {
    const method = findBotByName(name)?.verification;
    const ranges = method?.ranges ? options.ranges.get(method.ranges) : undefined;
    const hasRanges = ranges !== undefined && ranges.prefixCount > 0;
    const reverseDns = method?.reverseDns;
    if (!hasRanges && !reverseDns) return 'unverifiable';

    const address = parseIpAddress(ip);
    if (!address) return 'spoofed';
    const key = `${name}\u0000${address.text}`;
    const cached = cache.get(key) ?? afterDnsFailure.get(key);
    if (cached) return cached;
    const pending = inFlight.get(key);
    if (pending) return pending;

    const lookup = (async (): Promise<{ result: Verification; dnsFailed: boolean }> => {
      if (hasRanges && ranges.contains(address)) return { result: 'verified', dnsFailed: false };
      if (!reverseDns) return { result: 'spoofed', dnsFailed: false };
      const outcome = await confirmReverseDns(address, reverseDns, options.resolver);
      if (outcome === 'failed') return { result: hasRanges ? 'spoofed' : 'unverifiable', dnsFailed: true };
      return { result: outcome === 'confirmed' ? 'verified' : 'spoofed', dnsFailed: false };
    })().then(({ result, dnsFailed }) => {
      (dnsFailed ? afterDnsFailure : cache).set(key, result);
      return result;
    });
    inFlight.set(key, lookup);
    try {
      return await lookup;
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    verify: (classification, ip) =>
      classification.isBot ? check(classification.name, ip) : Promise.resolve('unverifiable'),
  };
}
