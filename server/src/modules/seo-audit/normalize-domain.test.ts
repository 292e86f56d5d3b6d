import { describe, expect, it } from 'vitest';
import { normalizeDomain } from './normalize-domain';

describe('normalizeDomain', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  Example.COM  ', 'example.com'],
    ['https://example.com/blog/post?x=1#top', 'example.com'],
    ['http://www.example.com', 'www.example.com'],
    ['example.com:8443/path', 'example.com:8443'],
    ['https://example.com:443/', 'example.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['example.com.', 'example.com'],
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]:8080', '[::1]:8080'],
    ['localhost:3000', 'localhost:3000'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it.each([
    ['', /Please enter a website URL/],
    ['   ', /Please enter a website URL/],
    ['ftp://example.com', /not ftp: URLs/],
    ['file:///etc/passwd', /not file: URLs/],
    ['javascript://alert(1)', /not javascript: URLs/],
    ['https://user:secret@example.com', /user name or password/],
    ['not a domain', /is not a website address/],
    ['exa_mple.com', /is not a website address/],
    ['<script>.com', /is not a website address/],
  ])('refuses %j', (input, message) => {
    expect(() => normalizeDomain(input)).toThrow(message);
  });
});
