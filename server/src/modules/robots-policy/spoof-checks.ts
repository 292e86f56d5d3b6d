import ipaddr from 'ipaddr.js';
import type { RangeFile } from '../bots/range-files';
import type { BotVerificationMethod, RangeSetKey } from '../bots/registry/types';
import { mayCarry, userAgentWords, type WordedBot } from './user-agent-words';

/** A registry bot as the spoof checks read it: its words, its pattern, how a claim to be it is verified. */
export type VerifiableBot = WordedBot & { verification?: BotVerificationMethod };

/**
 * One server-side check against spoofing: a request whose User-Agent holds one of `words` must come from
 * one of `prefixes` (the operator's published addresses), else it claims a bot it is not.
 */
export type SpoofCheck = {
  /** Lower-case letters, digits and _: names the server variables and matchers. */
  id: string;
  /** Whose addresses, from where and when: written as a comment line above the rules. */
  note: string;
  /** Plain text matched case-insensitively in the User-Agent (escaped by the rule builder). */
  words: string[];
  /** CIDR prefixes, duplicates and prefixes inside another one collapsed. */
  prefixes: string[];
};

/**
 * The spoof checks for the bots a policy allows. Only bots the registry verifies by a published list alone
 * get one: for Google and Microsoft the registry falls back to reverse DNS outside the shipped list (the
 * live list may have grown since), which a server rule cannot do, so a rule would 403 genuine crawlers.
 * A word is left out when a bot the check cannot vouch for (one outside these lists) may carry it in its
 * User-Agent; when a bot of another published list may, that list's addresses are allowed too.
 */
export function spoofChecks(input: {
  allowed: readonly VerifiableBot[];
  registry: readonly VerifiableBot[];
  rangeFiles: readonly RangeFile[];
}): SpoofCheck[] {
  const files = new Map(input.rangeFiles.map((file) => [file.key, file]));
  const listOf = (bot: VerifiableBot): RangeFile | undefined => {
    const key = bot.verification?.ranges;
    const file = key ? files.get(key) : undefined;
    return file && file.prefixes.length > 0 && !bot.verification?.reverseDns ? file : undefined;
  };
  const byKey = new Map<RangeSetKey, VerifiableBot[]>();
  for (const bot of input.allowed) {
    const file = listOf(bot);
    if (!file) continue;
    byKey.set(file.key, [...(byKey.get(file.key) ?? []), bot]);
  }

  const checks: SpoofCheck[] = [];
  for (const [key, bots] of byKey) {
    const file = files.get(key) as RangeFile;
    const words: string[] = [];
    const prefixes = [...file.prefixes];
    for (const word of new Set(bots.flatMap(userAgentWords))) {
      const others = input.registry.filter((bot) => listOf(bot)?.key !== key && mayCarry(bot, word));
      if (others.some((bot) => !listOf(bot))) continue;
      words.push(word);
      for (const other of others) prefixes.push(...((listOf(other) as RangeFile).prefixes ?? []));
    }
    if (words.length === 0) continue;
    checks.push({
      id: key.replace(/[^a-z0-9]+/g, '_'),
      note: `${file.operator} (${bots.map((bot) => bot.name).join(', ')}): ${file.source}, ${whenFetched(file)}`,
      words,
      prefixes: collapsePrefixes(prefixes),
    });
  }
  return checks;
}

function whenFetched(file: RangeFile): string {
  const published = file.creationTime ? `, the publisher's list of ${file.creationTime.slice(0, 10)}` : '';
  if (file.fetchedAt) return `fetched ${file.fetchedAt.slice(0, 10)}${published}`;
  const copied = file.copiedFrom ? ` (copied from ${file.copiedFrom.repository})` : '';
  return `not fetched from the publisher yet${copied}${published}`.replace(/[\r\n]+/g, ' ');
}

/**
 * Prefixes in a canonical form (network address / length), without duplicates or prefixes that another one
 * already covers, IPv4 first then IPv6, each in address order. A bad prefix throws: the shipped
 * lists are checked at load, so one here is a programming error.
 */
export function collapsePrefixes(prefixes: readonly string[]): string[] {
  const parsed = prefixes.map((prefix) => {
    const [address, bits] = ipaddr.parseCIDR(prefix);
    const network =
      address.kind() === 'ipv4'
        ? ipaddr.IPv4.networkAddressFromCIDR(prefix)
        : ipaddr.IPv6.networkAddressFromCIDR(prefix);
    return { network, bits, bytes: network.toByteArray() };
  });
  parsed.sort((a, b) => a.bytes.length - b.bytes.length || compareBytes(a.bytes, b.bytes) || a.bits - b.bits);
  const kept: typeof parsed = [];
  for (const candidate of parsed) {
    const covered = kept.some(
      (outer) =>
        outer.network.kind() === candidate.network.kind() &&
        outer.bits <= candidate.bits &&
        (candidate.network as ipaddr.IPv4).match(outer.network as ipaddr.IPv4, outer.bits),
    );
    if (!covered) kept.push(candidate);
  }
  return kept.map((prefix) => `${prefix.network.toString()}/${prefix.bits}`);
}

function compareBytes(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}
