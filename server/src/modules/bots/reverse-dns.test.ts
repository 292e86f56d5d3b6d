import { describe, expect, it } from 'vitest';
import { dnsError, fakeDnsResolver as fakeResolver } from '../../test-support/fake-dns-resolver';
import { parseIpAddress } from './ip-ranges';
import { confirmReverseDns, hasAllowedSuffix, isNegativeDnsAnswer } from './reverse-dns';

function ip(text: string) {
  const parsed = parseIpAddress(text);
  if (!parsed) throw new Error(`test address ${text} did not parse`);
  return parsed;
}
const GOOGLE = ['googlebot.com', 'google.com'];

describe('hasAllowedSuffix', () => {
  it('accepts the domain and its subdomains, case- and trailing-dot-insensitively, and nothing else', () => {
    expect(hasAllowedSuffix('crawl-66-249-66-1.googlebot.com', GOOGLE)).toBe(true);
    expect(hasAllowedSuffix('CRAWL-66-249-66-1.GOOGLEBOT.COM.', GOOGLE)).toBe(true);
    expect(hasAllowedSuffix('googlebot.com', GOOGLE)).toBe(true);
    expect(hasAllowedSuffix('evilgooglebot.com', GOOGLE)).toBe(false);
    expect(hasAllowedSuffix('crawl.googlebot.com.attacker.net', GOOGLE)).toBe(false);
  });
});

describe('confirmReverseDns', () => {
  it('confirms a PTR name under the suffix that resolves back to the address', async () => {
    const resolver = fakeResolver(
      { '66.249.66.1': ['crawl-66-249-66-1.googlebot.com.'] },
      { 'crawl-66-249-66-1.googlebot.com': ['66.249.66.1'] },
    );
    expect(await confirmReverseDns(ip('66.249.66.1'), GOOGLE, resolver)).toBe('confirmed');
  });

  it('compares IPv6 addresses by value, not by spelling', async () => {
    const resolver = fakeResolver(
      { '2001:4860:4801:10::1': ['crawl.googlebot.com'] },
      { 'crawl.googlebot.com': ['2001:4860:4801:0010:0000:0000:0000:0001'] },
    );
    expect(await confirmReverseDns(ip('2001:4860:4801:10::1'), GOOGLE, resolver)).toBe('confirmed');
  });

  it('rejects a foreign PTR name without a forward lookup', async () => {
    const resolver = fakeResolver({ '203.0.113.9': ['host.attacker.example'] }, {});
    expect(await confirmReverseDns(ip('203.0.113.9'), GOOGLE, resolver)).toBe('rejected');
    expect(resolver.calls).toEqual(['203.0.113.9']);
  });

  it('rejects a PTR name that does not resolve back to the address (a forged PTR record)', async () => {
    const resolver = fakeResolver(
      { '203.0.113.9': ['crawl-66-249-66-1.googlebot.com'] },
      { 'crawl-66-249-66-1.googlebot.com': ['66.249.66.1'] },
    );
    expect(await confirmReverseDns(ip('203.0.113.9'), GOOGLE, resolver)).toBe('rejected');
  });

  it('rejects an address with no PTR record and a name that does not exist', async () => {
    expect(await confirmReverseDns(ip('203.0.113.9'), GOOGLE, fakeResolver({}, {}))).toBe('rejected');
    const resolver = fakeResolver(
      { '203.0.113.9': ['gone.googlebot.com'] },
      { 'gone.googlebot.com': dnsError('ENODATA') },
    );
    expect(await confirmReverseDns(ip('203.0.113.9'), GOOGLE, resolver)).toBe('rejected');
  });

  it('fails, concluding nothing, when DNS times out or the server fails', async () => {
    const timedOut = fakeResolver({ '66.249.66.1': dnsError('ETIMEOUT') }, {});
    expect(await confirmReverseDns(ip('66.249.66.1'), GOOGLE, timedOut)).toBe('failed');
    const serverFailure = fakeResolver(
      { '66.249.66.1': ['crawl-66-249-66-1.googlebot.com'] },
      { 'crawl-66-249-66-1.googlebot.com': dnsError('ESERVFAIL') },
    );
    expect(await confirmReverseDns(ip('66.249.66.1'), GOOGLE, serverFailure)).toBe('failed');
  });

  it('tells answers from failures by error code', () => {
    expect(isNegativeDnsAnswer(dnsError('ENOTFOUND'))).toBe(true);
    expect(isNegativeDnsAnswer(dnsError('ENODATA'))).toBe(true);
    expect(isNegativeDnsAnswer(dnsError('ETIMEOUT'))).toBe(false);
    expect(isNegativeDnsAnswer('ENOTFOUND')).toBe(false);
  });
});
