import {
  BOT_PURPOSE_NAMES,
  BOT_PURPOSES,
  BOT_TYPE_NAMES,
  BOT_TYPES,
  type BotDirectoryQuery,
  MAX_BOT_SEARCH_CHARS,
} from '@botlens/contracts';

type TypeFilter = BotDirectoryQuery['type'];
type PurposeFilter = BotDirectoryQuery['purpose'];

/**
 * The directory's search, filters and page from the address (?q=&type=&purpose=&page=), as the server
 * reads them for its own HTML: a value that does not read falls back to its default instead of failing.
 */
export function directoryQueryFrom(params: URLSearchParams): BotDirectoryQuery {
  const type = params.get('type');
  const purpose = params.get('purpose');
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 1;
  return {
    q: (params.get('q') ?? '').slice(0, MAX_BOT_SEARCH_CHARS).trim(),
    type: BOT_TYPES.find((value) => value === type) ?? 'all',
    purpose: BOT_PURPOSES.find((value) => value === purpose) ?? 'all',
    page: page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The address's search for a changed query: defaults left out, and back to page 1 unless the page changed. */
export function directorySearch(query: BotDirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.type !== 'all') params.set('type', query.type);
  if (query.purpose !== 'all') params.set('purpose', query.purpose);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export const TYPE_OPTIONS: readonly { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All types' },
  ...BOT_TYPES.map((type) => ({ value: type, label: BOT_TYPE_NAMES[type] })),
];

export const PURPOSE_OPTIONS: readonly { value: PurposeFilter; label: string }[] = [
  { value: 'all', label: 'All purposes' },
  ...BOT_PURPOSES.map((purpose) => ({ value: purpose, label: BOT_PURPOSE_NAMES[purpose] })),
];
