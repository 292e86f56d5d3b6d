import type { QueryKey } from '@tanstack/react-query';

export type QueryParamValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryParamValue>>;

/**
 * A request's address: the path, then its parameters in name order with undefined and null ones left out,
 * so that the same request always has the same address and therefore the same query key. Names and values
 * are encoded; the path is taken as written (its dynamic segments are numbers or are encoded by the caller
 * with apiPath).
 */
export function apiUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A path from fixed and dynamic segments, each dynamic one encoded: apiPath('/api/audit', id). */
export function apiPath(base: string, ...segments: readonly (string | number)[]): string {
  return [base, ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');
}

/**
 * The query key of an address: its path segments, then its parameters as one object when it has any.
 * '/api/websites/3/stats?range=7' → ['api', 'websites', '3', 'stats', { range: '7' }]. A shorter address
 * is a prefix of every longer one, so invalidating apiQueryKey('/api/websites/3') refreshes every read of
 * that website whatever its parameters.
 */
export function apiQueryKey(url: string): QueryKey {
  const [path = '', query = ''] = url.split('?', 2);
  const segments = path.split('/').filter((segment) => segment !== '');
  const search = new URLSearchParams(query);
  if (search.size === 0) return segments;
  const params: Record<string, string> = {};
  for (const name of [...search.keys()].sort()) params[name] = search.getAll(name).join(',');
  return [...segments, params];
}

/** The key's path segments, without its parameters: two keys of the same endpoint share them. */
export function keyPath(key: QueryKey): readonly unknown[] {
  const last = key.at(-1);
  return typeof last === 'object' && last !== null ? key.slice(0, -1) : key;
}

/** Whether two keys name the same endpoint (same path), whatever their parameters. */
export function isSamePath(a: QueryKey, b: QueryKey): boolean {
  const pathA = keyPath(a);
  const pathB = keyPath(b);
  return pathA.length === pathB.length && pathA.every((segment, index) => segment === pathB[index]);
}
