import { describe, expect, it } from 'vitest';
import { isAllowedHost, parseAllowedHosts } from './allowed-hosts';

describe('AUDIT_ALLOWED_HOSTS', () => {
  it('reads host and host:port entries, IPv6 in brackets', () => {
    expect(parseAllowedHosts(' localhost:8080, 127.0.0.1 ,[::1]:3000')).toEqual([
      { host: 'localhost', port: '8080' },
      { host: '127.0.0.1', port: null },
      { host: '::1', port: '3000' },
    ]);
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(parseAllowedHosts('  ')).toEqual([]);
  });

  it('refuses entries it cannot read', () => {
    for (const bad of ['http://localhost', 'localhost:99999', 'a b', 'localhost:', ',']) {
      expect(() => parseAllowedHosts(bad), bad).toThrow(/AUDIT_ALLOWED_HOSTS/);
    }
  });

  it('matches a host on any port, or on its own port only', () => {
    const allowed = parseAllowedHosts('127.0.0.1,localhost:8080,[::1]:443');
    expect(isAllowedHost(allowed, new URL('http://127.0.0.1:1234/'))).toBe(true);
    expect(isAllowedHost(allowed, new URL('http://LOCALHOST:8080/x'))).toBe(true);
    expect(isAllowedHost(allowed, new URL('http://localhost/'))).toBe(false);
    expect(isAllowedHost(allowed, new URL('https://[::1]/'))).toBe(true);
    expect(isAllowedHost(allowed, new URL('http://[::1]/'))).toBe(false);
    expect(isAllowedHost(allowed, new URL('http://127.0.0.2/'))).toBe(false);
  });
});
