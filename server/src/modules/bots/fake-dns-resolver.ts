import type { DnsResolver } from './reverse-dns';

/** For tests: a DnsResolver answering from tables. A value that is an Error is thrown instead. */
export function dnsError(code: string): Error {
  return Object.assign(new Error(`DNS ${code}`), { code });
}

export function fakeDnsResolver(
  ptr: Record<string, string[] | Error>,
  forward: Record<string, string[] | Error> = {},
): DnsResolver & { calls: string[] } {
  const calls: string[] = [];
  const answer = async (table: Record<string, string[] | Error>, key: string) => {
    calls.push(key);
    const value = table[key] ?? dnsError('ENOTFOUND');
    if (value instanceof Error) throw value;
    return value;
  };
  return { calls, reverse: (ip) => answer(ptr, ip), resolve: (host) => answer(forward, host) };
}
