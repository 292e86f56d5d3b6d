import { ValidationError } from '../../lib/errors';

// A host name as DNS allows it (labels of letters, digits and hyphens), an IPv4 address, or an IPv6 one
// in brackets; what URL parsing has already lower-cased and turned into punycode.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?$|^\[[0-9a-f:.]+\]$/;

/**
 * Part 2 §5: what the user typed, without protocol, credentials, path, query or fragment; a port stays.
 * "HTTPS://Example.com:8443/blog?x" is "example.com:8443", "bücher.de" is "xn--bcher-kva.de". Anything that
 * is not a host (a bare word with spaces, a mail address, a scheme other than http(s)) is refused with the
 * reason, before anything is fetched.
 */
export function normalizeDomain(input: string): string {
  const trimmed = input.trim();
  if (trimmed === '') throw new ValidationError('Please enter a website URL to analyze.', 'domain');
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
    throw new ValidationError(`Only web addresses can be analysed, not ${scheme}: URLs`, 'domain');
  }
  let url: URL;
  try {
    url = new URL(scheme === undefined ? `http://${trimmed}` : trimmed);
  } catch {
    throw new ValidationError(`"${trimmed.slice(0, 100)}" is not a website address`, 'domain');
  }
  if (url.username || url.password) {
    throw new ValidationError('A website address with a user name or password cannot be analysed', 'domain');
  }
  const host = url.hostname.replace(/\.$/, '');
  if (!HOST.test(host) || host.length > 253) {
    throw new ValidationError(`"${trimmed.slice(0, 100)}" is not a website address`, 'domain');
  }
  // A single-label name ("localhost", "intranet") is never a public website; AUDIT_ALLOWED_HOSTS may still
  // name one, and the fetcher decides that, so it is not refused here.
  return url.port ? `${host}:${url.port}` : host;
}
