import { EAST_ASIAN_SEARCH_ENGINES } from './search-engines/east-asia';
import { OTHER_SEARCH_ENGINES } from './search-engines/others';
import { RUSSIAN_SEARCH_ENGINES } from './search-engines/russia';
import { US_SEARCH_ENGINES } from './search-engines/united-states';
import type { BotDefinition } from './types';

/** Search engines other than Google's, from every region. Specific tokens precede their family's catch-all. */
export const SEARCH_ENGINES: readonly BotDefinition[] = [
  ...US_SEARCH_ENGINES,
  ...RUSSIAN_SEARCH_ENGINES,
  ...EAST_ASIAN_SEARCH_ENGINES,
  ...OTHER_SEARCH_ENGINES,
];
