import { describe, expect, it } from 'vitest';
import { domainForAnalysis } from './audit-domain';

describe('domainForAnalysis', () => {
  it('strips protocol, path, query and fragment, and keeps a port', () => {
    expect(domainForAnalysis('https://example.com/blog/post?x=1#top')).toBe('example.com');
    expect(domainForAnalysis('HTTP://Shop.Example:8443/a')).toBe('shop.example:8443');
    expect(domainForAnalysis('127.0.0.1:5124/some/path')).toBe('127.0.0.1:5124');
    expect(domainForAnalysis('//cdn.example/x')).toBe('cdn.example');
    expect(domainForAnalysis('example.com?utm=1')).toBe('example.com');
    expect(domainForAnalysis('http://[::1]:8080/x')).toBe('[::1]:8080');
  });

  it('trims, and gives an empty string for blank input', () => {
    expect(domainForAnalysis('   example.com  ')).toBe('example.com');
    expect(domainForAnalysis('   ')).toBe('');
    expect(domainForAnalysis('https://')).toBe('');
  });

  it('leaves other schemes and credentials for the server to refuse with its reason', () => {
    expect(domainForAnalysis('ftp://example.com/file')).toBe('ftp://example.com/file');
    expect(domainForAnalysis('javascript://alert(1)')).toBe('javascript://alert(1)');
    expect(domainForAnalysis('https://user:pw@example.com/x')).toBe('user:pw@example.com');
  });
});
