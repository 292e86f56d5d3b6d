const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

/**
 * Part 2 §5 in the browser: what is sent to the analysis is the host, without protocol, path, query or
 * fragment; a port stays ("https://Shop.example:8443/a?b#c" is "shop.example:8443"). An address with another
 * scheme (ftp://...) or with credentials is sent as typed, so that the server refuses it with its reason
 * instead of this function quietly analysing something else. Empty after trimming gives ''.
 */
export function domainForAnalysis(input: string): string {
  const trimmed = input.trim();
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return trimmed;
  const withoutScheme = trimmed.replace(SCHEME, '').replace(/^\/\//, '');
  const host = withoutScheme.split(/[/?#\\]/, 1)[0] ?? '';
  return host.toLowerCase();
}
