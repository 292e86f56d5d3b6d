import { type CorpusEntry, generic } from './entries';

/** Bots isbot knows and the registry does not: named after their product token. */
export const GENERIC_BOT_AGENTS = generic([
  ['Mozilla/5.0 (compatible; Wappalyzer; +https://github.com/AliasIO/Wappalyzer)', 'Wappalyzer'],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:52.0) Gecko/20100101 Firefox/52.0 DejaClick/2.9.7.2', 'DejaClick'],
]);

export const EMPTY_AGENTS: CorpusEntry[] = ['', '-'].map((userAgent) => ({
  userAgent,
  expected: {
    isBot: true,
    type: 'other',
    name: 'Unknown (empty user agent)',
    operator: 'Unknown',
    purpose: 'unknown',
  },
}));
