import type { FastifyReply } from 'fastify';
import type { FloodLimits, RateLimiting } from '../../lib/rate-limiting';
import { TokenBuckets } from '../../lib/token-buckets';

/**
 * The anonymous doors' flood limits (the snippet and the pixel): one client address cannot flood the door,
 * and one website over its limit is refused alone, so it never slows another site. The key-authenticated
 * doors (/api/collect, log imports) are bounded by the ingest queue's backpressure alone.
 */
export class FloodGuard {
  private readonly addresses: TokenBuckets<string>;
  private readonly websites: TokenBuckets<number>;

  constructor(limits: FloodLimits) {
    this.addresses = new TokenBuckets(limits.perAddress);
    this.websites = new TokenBuckets(limits.perWebsite);
  }

  /** 0, or the seconds this address must wait. */
  address(ip: string): number {
    return this.addresses.take(addressKey(ip));
  }

  /** 0, or the seconds this website's hits must wait. */
  website(websiteId: number): number {
    return this.websites.take(websiteId);
  }
}

/** What the doors ask of a flood guard: 0, or the seconds to wait. */
export type FloodCheck = { address(ip: string): number; website(websiteId: number): number };

/**
 * The flood limits of the rate-limiting level in force (the System Settings'), asked at each hit without a
 * wait (`level` must answer at once): a guard per level, made when first needed, so a change of level
 * applies to the next hit; counts start afresh under the new level.
 */
export class LevelledFloodGuard implements FloodCheck {
  private readonly guards = new Map<RateLimiting, FloodGuard>();

  constructor(
    private readonly limitsOf: Record<RateLimiting, FloodLimits | null>,
    private readonly level: () => RateLimiting,
  ) {}

  address(ip: string): number {
    return this.guard()?.address(ip) ?? 0;
  }

  website(websiteId: number): number {
    return this.guard()?.website(websiteId) ?? 0;
  }

  private guard(): FloodGuard | undefined {
    const level = this.level();
    const limits = this.limitsOf[level];
    if (!limits) return undefined;
    let guard = this.guards.get(level);
    if (!guard) {
      guard = new FloodGuard(limits);
      this.guards.set(level, guard);
    }
    return guard;
  }
}

/**
 * An IPv6 host is given a whole /64, so its first four groups are one client; IPv4 addresses, and IPv6 ones
 * that wrap one, are keyed whole.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':') || ip.includes('.')) return ip.replace(/^::ffff:/i, '');
  // The common case, a full canonical head (what a socket reports), without splitting.
  let end = -1;
  for (let groups = 0; groups < 4; groups++) {
    end = ip.indexOf(':', end + 1);
    if (end < 0) break;
  }
  const head = end > 0 ? ip.slice(0, end) : '';
  if (head !== '' && !head.includes('::') && !CANONICAL_HEAD_BREAKERS.test(head)) return head;
  return groupsKey(ip);
}

// Upper case, or a leading zero ("0db8"), or an empty group: the head must be normalised the slow way.
const CANONICAL_HEAD_BREAKERS = /[A-F]|(^|:)0[0-9a-f]|^:/;

function groupsKey(ip: string): string {
  const [head = '', tail] = ip.toLowerCase().split('::');
  // A proxy may write "0db8" where the socket says "db8".
  const groups = head === '' ? [] : head.split(':').map((group) => group.replace(/^0+(?=.)/, ''));
  if (groups.length >= 4 || tail === undefined) return groups.slice(0, 4).join(':');
  // "2001:db8::1" leaves out zeros: pad the head with them up to the /64.
  const missing = 8 - groups.length - (tail === '' ? 0 : tail.split(':').length);
  const full = [...groups, ...Array(missing).fill('0'), ...(tail === '' ? [] : tail.split(':'))];
  return full.slice(0, 4).join(':');
}

/**
 * The 429 of a flooded snippet or pixel. Answered here rather than thrown: a flood is the moment every
 * refusal must be cheapest (see reply-busy.ts).
 */
export function replyTooMany(reply: FastifyReply, waitSeconds: number, what: 'address' | 'website') {
  const from = what === 'address' ? 'from this address' : 'for this website';
  return reply
    .code(429)
    .header('Retry-After', String(waitSeconds))
    .send({ message: `Too many hits ${from}; retry in ${waitSeconds} seconds` });
}
