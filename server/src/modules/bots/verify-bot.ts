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
  /** How long a reverse-DNS check may hold up the hits waiting for it (see DNS_WAIT_MS). */
  dnsWaitMs?: number;
  /** Reverse-DNS checks under way at once at most (see MAX_DNS_LOOKUPS). */
  maxDnsLookups?: number;
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
 * - DNS that has not answered within dnsWaitMs of the lookup's start is treated as failed for the hits
 *   that asked so far; the lookup goes on, and its answer serves the hits after it. With maxDnsLookups
 *   under way, a new address is answered as a DNS failure without asking (and asked on a later hit).
 * Results are cached per bot name and address for a day, and concurrent checks of the same pair share
 * one lookup, so a crawler's burst of requests costs one DNS round trip.
 */
const DNS_FAILURE_TTL_MS = 5 * 60 * 1000;

/**
 * The ingest writer waits for a batch's verifications before it stores the batch, and every hit of every
 * website queues behind it. A reverse zone that does not answer would hold all of them for the resolver's
 * whole timeout (2 s a lookup); a spoofer rotating addresses would do so batch after batch, until the queue
 * is full and hits are refused. A quarter of a second covers a resolver's usual answer.
 */
export const DNS_WAIT_MS = 250;
/**
 * Since the writer no longer waits for slow lookups, a spoofer sending from thousands of addresses a second
 * would otherwise start thousands of lookups a second, each alive for up to the resolver's timeout.
 */
export const MAX_DNS_LOOKUPS = 256;

type DnsLookup = { answer: Promise<Verification>; deadline: number };

export function createBotVerifier(options: BotVerifierOptions): BotVerifier {
  const cache = new LruCache<string, Verification>(
    options.cacheSize ?? VERIFICATION_CACHE_SIZE,
    VERIFICATION_TTL_MS,
  );
  const afterDnsFailure = new LruCache<string, Verification>(
    options.cacheSize ?? VERIFICATION_CACHE_SIZE,
    DNS_FAILURE_TTL_MS,
  );
  const dnsWaitMs = options.dnsWaitMs ?? DNS_WAIT_MS;
  const maxDnsLookups = options.maxDnsLookups ?? MAX_DNS_LOOKUPS;
  const inFlight = new Map<string, DnsLookup>();

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
    if (hasRanges && ranges.contains(address)) return remember(key, 'verified');
    if (!reverseDns) return remember(key, 'spoofed');

    // What a DNS failure would give: the answer for the hits that cannot wait for DNS any longer.
    const withoutDns: Verification = hasRanges ? 'spoofed' : 'unverifiable';
    let lookup = inFlight.get(key);
    if (!lookup && inFlight.size >= maxDnsLookups) return withoutDns;
    if (!lookup) {
      const answer = confirmReverseDns(address, reverseDns, options.resolver).then(
        (outcome): Verification => {
          if (outcome === 'failed') {
            afterDnsFailure.set(key, withoutDns);
            return withoutDns;
          }
          return remember(key, outcome === 'confirmed' ? 'verified' : 'spoofed');
        },
      );
      const started: DnsLookup = { answer, deadline: performance.now() + dnsWaitMs };
      inFlight.set(key, started);
      const forget = () => inFlight.delete(key);
      answer.then(forget, forget);
      lookup = started;
    }
    return waitUntilDeadline(lookup, withoutDns);
  }

  function remember(key: string, result: Verification): Verification {
    cache.set(key, result);
    return result;
  }

  return {
    verify: (classification, ip) =>
      classification.isBot ? check(classification.name, ip) : Promise.resolve('unverifiable'),
  };
}

/** The lookup's answer if it comes before the lookup's deadline, else `fallback` (at once when it is past). */
function waitUntilDeadline(lookup: DnsLookup, fallback: Verification): Promise<Verification> {
  const remainingMs = lookup.deadline - performance.now();
  if (remainingMs <= 0) return Promise.resolve(fallback);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), remainingMs);
    lookup.answer.then(
      (answer) => {
        clearTimeout(timer);
        resolve(answer);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}
