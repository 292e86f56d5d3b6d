/** A host the guarded fetcher may reach although it is not public: `host` (any port) or `host:port`. */
export type AllowedHost = { host: string; port: string | null };

const ENTRY = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i;

/**
 * Parses AUDIT_ALLOWED_HOSTS (comma-separated `host[:port]`, IPv6 in brackets). Throws on an entry it cannot
 * read, so a typo stops the server at start instead of silently allowing nothing (or more than meant).
 */
export function parseAllowedHosts(value: string | undefined): AllowedHost[] {
  if (!value?.trim()) return [];
  return value.split(',').map((raw) => {
    const entry = raw.trim();
    const match = ENTRY.exec(entry);
    const port = match?.[2] ?? null;
    if (!match?.[1] || (port !== null && (Number(port) < 1 || Number(port) > 65535))) {
      throw new Error(`AUDIT_ALLOWED_HOSTS: "${entry}" is not host or host:port`);
    }
    return { host: match[1].replace(/^\[|\]$/g, '').toLowerCase(), port };
  });
}

/** The port a URL connects to, spelled out (URL leaves the scheme's default empty). */
export function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

export function isAllowedHost(allowed: AllowedHost[], url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = effectivePort(url);
  return allowed.some((entry) => entry.host === host && (entry.port === null || entry.port === port));
}
