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
 * - DNS timeouts and server failures → 'unverifiable', and not cached, so the next hit asks again.
 * Results are cached per bot name and address for a day, and concurrent checks of the same pair share
 * one lookup, so a crawler's burst of requests costs one DNS round trip.
 */
export function createBotVerifier(options: BotVerifierOptions): BotVerifier {
  const cache = new LruCache<string, Verification>(
    options.cacheSize ?? VERIFICATION_CACHE_SIZE,
    VERIFICATION_TTL_MS,
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
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = inFlight.get(key);
    if (pending) return pending;

    const lookup = (async (): Promise<Verification> => {
      if (hasRanges && ranges.contains(address)) return 'verified';
      if (!reverseDns) return 'spoofed';
      const outcome = await confirmReverseDns(address, reverseDns, options.resolver);
      return outcome === 'confirmed' ? 'verified' : outcome === 'rejected' ? 'spoofed' : 'unverifiable';
    })();
    inFlight.set(key, lookup);
    try {
      const result = await lookup;
      if (result !== 'unverifiable') cache.set(key, result);
      return result;
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    verify: (classification, ip) =>
      classification.isBot ? check(classification.name, ip) : Promise.resolve('unverifiable'),
  };
}
