import type { DnsResolver } from '../modules/bots/reverse-dns';

/** For tests: a DnsResolver answering from tables. A value that is an Error is thrown instead. */
export function dnsError(code: string): Error {
  return Object.assign(new Error(`DNS ${code}`), { code });
}

function answerFrom(table: Record<string, string[] | Error>, key: string): string[] {
  const value = table[key] ?? dnsError('ENOTFOUND');
  if (value instanceof Error) throw value;
  return value;
}

export function fakeDnsResolver(
  ptr: Record<string, string[] | Error>,
  forward: Record<string, string[] | Error> = {},
): DnsResolver & { calls: string[] } {
  const calls: string[] = [];
  const answer = async (table: Record<string, string[] | Error>, key: string) => {
    calls.push(key);
    return answerFrom(table, key);
  };
  return { calls, reverse: (ip) => answer(ptr, ip), resolve: (host) => answer(forward, host) };
}

/**
 * For tests: a DnsResolver that answers from tables like fakeDnsResolver, but only once release() is called
 * (a reverse zone that does not answer). `calls` records each question when it is asked.
 */
export function heldDnsResolver(
  ptr: Record<string, string[] | Error>,
  forward: Record<string, string[] | Error> = {},
): DnsResolver & { calls: string[]; release: () => void } {
  const calls: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = async (table: Record<string, string[] | Error>, key: string) => {
    calls.push(key);
    await released;
    return answerFrom(table, key);
  };
  return { calls, release, reverse: (ip) => answer(ptr, ip), resolve: (host) => answer(forward, host) };
}
