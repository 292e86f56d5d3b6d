import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { bundledRangeFiles, type RangeFile } from './range-files';
import type { RangeSetKey } from './registry/types';

/** An address as a number, so membership is arithmetic. IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as IPv4. */
export type IpAddress =
  | { version: 4; value: number; text: string }
  | { version: 6; value: bigint; text: string };

/**
 * Whether a text is an address that every part of the pipeline can read: Node's isIP alone takes an IPv6
 * zone of any characters (`fe80::1%a-b`), which ipaddr.js then refuses with an exception. IPv4 is checked by
 * isIP alone: its dotted quad is stricter than ipaddr.js, and this runs for every line of a log.
 */
export function isIpAddress(text: string): boolean {
  const version = isIP(text);
  return version === 4 || (version === 6 && ipaddr.isValid(text));
}

/** A strictly valid IPv4 or IPv6 address, or null (log fields and headers may hold anything). */
export function parseIpAddress(input: string): IpAddress | null {
  const candidate = input.trim();
  if (!isIpAddress(candidate)) return null;
  const address = ipaddr.process(candidate);
  if (address.kind() === 'ipv4') {
    return { version: 4, value: bytesToNumber(address.toByteArray()), text: address.toString() };
  }
  return { version: 6, value: bytesToBigInt(address.toByteArray()), text: address.toString() };
}

function bytesToNumber(bytes: number[]): number {
  return bytes.reduce((value, byte) => value * 256 + byte, 0);
}

function bytesToBigInt(bytes: number[]): bigint {
  return bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
}

type Interval<T> = [start: T, end: T];

/**
 * A set of CIDR prefixes, parsed once into sorted, merged intervals per address family; a lookup is a
 * binary search. Throws on a prefix that is not valid CIDR, naming it: a bad list must fail loudly at
 * load or update time, never silently verify nothing.
 */
export class CidrSet {
  readonly prefixCount: number;
  readonly #v4: Interval<number>[];
  readonly #v6: Interval<bigint>[];

  private constructor(prefixCount: number, v4: Interval<number>[], v6: Interval<bigint>[]) {
    this.prefixCount = prefixCount;
    this.#v4 = v4;
    this.#v6 = v6;
  }

  static from(prefixes: readonly string[]): CidrSet {
    const v4: Interval<number>[] = [];
    const v6: Interval<bigint>[] = [];
    for (const prefix of prefixes) {
      let parsed: [ipaddr.IPv4 | ipaddr.IPv6, number];
      try {
        parsed = ipaddr.parseCIDR(prefix);
      } catch {
        throw new Error(`not a CIDR prefix: ${JSON.stringify(prefix)}`);
      }
      let [address, bits] = parsed;
      if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
        address = (address as ipaddr.IPv6).toIPv4Address();
        bits -= 96;
      }
      if (address.kind() === 'ipv4') {
        const size = 2 ** (32 - bits);
        const start = Math.floor(bytesToNumber(address.toByteArray()) / size) * size;
        v4.push([start, start + size - 1]);
      } else {
        const hostBits = BigInt(128 - bits);
        const start = (bytesToBigInt(address.toByteArray()) >> hostBits) << hostBits;
        v6.push([start, start + (1n << hostBits) - 1n]);
      }
    }
    return new CidrSet(
      prefixes.length,
      merge(v4, (end, start) => start === end + 1),
      merge(v6, (end, start) => start === end + 1n),
    );
  }

  contains(address: IpAddress): boolean {
    return address.version === 4
      ? inIntervals(this.#v4, address.value)
      : inIntervals(this.#v6, address.value);
  }
}

/** Sorts and joins overlapping or adjacent intervals (a /25 listed inside its /24, two halves of a /23). */
function merge<T extends number | bigint>(
  intervals: Interval<T>[],
  isAdjacent: (end: T, start: T) => boolean,
) {
  intervals.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const merged: Interval<T>[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && (interval[0] <= last[1] || isAdjacent(last[1], interval[0]))) {
      if (interval[1] > last[1]) last[1] = interval[1];
    } else {
      merged.push([interval[0], interval[1]]);
    }
  }
  return merged;
}

function inIntervals<T extends number | bigint>(intervals: Interval<T>[], value: T): boolean {
  let low = 0;
  let high = intervals.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const interval = intervals[middle] as Interval<T>;
    if (value < interval[0]) high = middle - 1;
    else if (value > interval[1]) low = middle + 1;
    else return true;
  }
  return false;
}

/** The published lists by key; a key whose list is empty or missing has nothing to verify against. */
export type RangeSets = ReadonlyMap<RangeSetKey, CidrSet>;

export function buildRangeSets(files: readonly RangeFile[]): RangeSets {
  return new Map(files.map((file) => [file.key, CidrSet.from(file.prefixes)]));
}

let bundled: RangeSets | undefined;

/** The lists shipped under ranges/, parsed on first use and shared. */
export function loadBundledRangeSets(): RangeSets {
  bundled ??= buildRangeSets(bundledRangeFiles());
  return bundled;
}
