import type { BotClassification, Verification } from '@botlens/contracts';
import { LruCache } from '../../lib/lru-cache';
import { findBotByName } from './bot-registry';
import { parseIpAddress, type RangeSets } from './ip-ranges';
import { confirmReverseDns, type DnsResolver } from './reverse-dns';

/** A crawler keeps its addresses for days; a day bounds how long a changed list or PTR goes unnoticed. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_CACHE_SIZE = 10_000;

/**
 * The reverse-DNS lookups one holder (an import) may start. Shared by all its prefetch and verify calls,
 * and by nothing else: another import, or a hit from the snippet, has its own (or none).
 */
export type DnsBudget = {
  readonly maxLookups: number;
  /** Counted by the verifier: lookups started on this budget so far (for the import's logs). */
  lookupsStarted: number;
};

export type VerifyOptions = {
  /** Without one, lookups are bounded only by MAX_DNS_LOOKUPS under way at once (the collect door). */
  budget?: DnsBudget;
};

export type BotVerifier = {
  verify(classification: BotClassification, ip: string, options?: VerifyOptions): Promise<Verification>;
  /**
   * Starts the check now and returns at once; never throws. A later verify of the same pair finds it
   * answered, or waits only for what remains of the lookup's deadline. Optional so that test doubles and
   * other verifiers need not have it: callers skip it when absent (`verifier.prefetch?.(…)`).
   */
  prefetch?(classification: BotClassification, ip: string, budget?: DnsBudget): void;
};

/** What createBotVerifier gives: a verifier that can start checks ahead of the batch that needs them. */
export type PrefetchingBotVerifier = Required<BotVerifier>;

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
 *   under way, a new address is answered as a DNS failure without asking (and asked on a later hit); so
 *   is it when the caller's DnsBudget (one per import) is spent.
 * - prefetch starts the same check ahead of the batch that needs it, without waiting for it.
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

/**
 * A default budget for one log import. Real crawlers claiming Googlebot or Bingbot come from the published
 * ranges (answered without DNS) or from the few addresses the shipped lists lag behind, so a real log needs
 * few lookups; a log of spoofers rotating addresses would otherwise start one per address, up to five DNS
 * questions each (a PTR and at most four forward lookups), for millions of lines. 5000 bounds an import's
 * load on the resolver to about 25k questions, and stays under VERIFICATION_CACHE_SIZE so that the answers
 * it paid for stay cached for the rest of it. Past it, a new address gets the DNS-failure answer: spoofed
 * outside published ranges (what a spoofer's address would be called anyway), unverifiable for a bot
 * checked by reverse DNS alone.
 */
export const DNS_LOOKUPS_PER_IMPORT = 5000;

export function createDnsBudget(maxLookups: number = DNS_LOOKUPS_PER_IMPORT): DnsBudget {
  if (!Number.isInteger(maxLookups) || maxLookups < 0) {
    throw new RangeError(`A DNS budget is a whole number of lookups, 0 or more; got ${maxLookups}`);
  }
  return { maxLookups, lookupsStarted: 0 };
}

type DnsLookup = { answer: Promise<Verification>; deadline: number };
/** A check that waits for a lookup under way, and what to answer if the lookup misses its deadline. */
type PendingCheck = { lookup: DnsLookup; withoutDns: Verification };

export function createBotVerifier(options: BotVerifierOptions): PrefetchingBotVerifier {
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

  /** The answer if it is known now, else the lookup under way (started here when allowed) to wait for. */
  function startCheck(name: string, ip: string, budget?: DnsBudget): Verification | PendingCheck {
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
    const underWay = inFlight.get(key);
    if (underWay) return { lookup: underWay, withoutDns };
    if (inFlight.size >= maxDnsLookups) return withoutDns;
    // A spent budget is not a DNS failure: nothing is cached, so a later hit with room may still ask.
    if (budget && budget.lookupsStarted >= budget.maxLookups) return withoutDns;
    if (budget) budget.lookupsStarted++;

    const answer = confirmReverseDns(address, reverseDns, options.resolver).then((outcome): Verification => {
      if (outcome === 'failed') {
        afterDnsFailure.set(key, withoutDns);
        return withoutDns;
      }
      return remember(key, outcome === 'confirmed' ? 'verified' : 'spoofed');
    });
    const started: DnsLookup = { answer, deadline: performance.now() + dnsWaitMs };
    inFlight.set(key, started);
    const forget = () => inFlight.delete(key);
    answer.then(forget, forget);
    return { lookup: started, withoutDns };
  }

  function remember(key: string, result: Verification): Verification {
    cache.set(key, result);
    return result;
  }

  return {
    verify: async (classification, ip, verifyOptions) => {
      if (!classification.isBot) return 'unverifiable';
      const check = startCheck(classification.name, ip, verifyOptions?.budget);
      return typeof check === 'string' ? check : waitUntilDeadline(check.lookup, check.withoutDns);
    },
    prefetch: (classification, ip, budget) => {
      try {
        if (classification.isBot) startCheck(classification.name, ip, budget);
      } catch {
        // The parser calls this line by line and must go on: verify, which the batch awaits, meets the
        // same problem and reports it where it is handled.
      }
    },
  };
}

/**
 * The lookup's answer if it comes before the lookup's deadline, else `fallback`. Past the deadline the
 * fallback still waits for the next timer turn, not less: an answer that came while this thread was busy
 * (parsing, or looping over a batch) is waiting only for the thread, and a hit's answer must not depend on
 * how busy the machine was.
 */
function waitUntilDeadline(lookup: DnsLookup, fallback: Verification): Promise<Verification> {
  const remainingMs = Math.max(0, lookup.deadline - performance.now());
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
