import { BOT_NOUNS, BOT_WORD, BROWSER_WORDS, NAME_NOUNS } from './generic-bot-words';
import {
  capName,
  emailDomain,
  hasNameShape,
  hostName,
  isEmail,
  isGenericLowerCase,
  isGenericWord,
  isUrl,
  trimEdges,
  urlName,
} from './name-parts';
import { segmentAround, type UserAgentWord, type UserAgentWords, userAgentWords } from './user-agent-words';

export { MAX_GENERIC_NAME_LENGTH } from './name-parts';

export const UNKNOWN_BOT_NAME = 'Unknown bot';

/** Only this much of a user agent is read for a name, whatever the caller passes. */
const MAX_EXAMINED_LENGTH = 1024;
/** 'HubSpot Single Page link check': at most this many words before the last one. */
const MAX_NAME_PREFIX_WORDS = 4;

/** Whether a name belongs to a bot we know: a string that did not match that bot must not be given it. */
export type IsKnownBotName = (name: string) => boolean;

const comparable = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A name is a known bot's when the registry would take it for one ('Googlebot Fake'), or when it spells a
 * known bot's name or robots.txt token apart from case, spaces and punctuation ('Google bot', 'GOOGLE-BOT').
 */
export function knownBotNames(
  registry: readonly { name: string; robotsTokens?: readonly string[] }[],
  findBot: (userAgent: string) => unknown,
): IsKnownBotName {
  let names: Set<string> | undefined; // built on first use: most processes never name an unknown bot
  return (name) => {
    names ??= new Set(registry.flatMap((bot) => [bot.name, ...(bot.robotsTokens ?? [])].map(comparable)));
    return findBot(name) !== undefined || names.has(comparable(name));
  };
}

/**
 * A name a person recognises for a bot that isbot recognises but the registry does not, from the best
 * evidence the string gives, in this order:
 * 1. a word that calls itself a bot ('FooCrawler', 'TinEye-bot'), or a noun such as 'Bot', 'Crawler' or
 *    'Agent' with the words before it that name it ('Linguee Bot', 'HubSpot Crawler');
 * 2. the product after 'compatible' ('(compatible; Wappalyzer; …)');
 * 3. the string's first word, a product with a version ('DejaClick/2.9', 'Hype Machine/4.0'), or a word
 *    outside parentheses ('… Safari/537.36 Hardenize');
 * 4. the host of a URL or the domain of an e-mail address it gives ('tweetedtimes.com');
 * 5. any other word that reads as a name.
 * Never a locale, a version, a browser, OS or device word, an id, or generic words alone; never a name the
 * registry knows (the string would have matched it); ASCII only, so no look-alike passes for a known name.
 * 'Unknown bot' when the string names nothing.
 */
export function deriveGenericBotName(
  userAgent: string,
  isKnownBotName: IsKnownBotName = () => false,
): string {
  const text = userAgent.slice(0, MAX_EXAMINED_LENGTH);
  const selfNamed = nameFromSegmentsCallingThemselvesBots(text, isKnownBotName);
  if (selfNamed) return selfNamed;
  for (const candidates of candidateTiers(userAgentWords(text))) {
    const name = firstAcceptable(candidates, isKnownBotName);
    if (name) return name;
  }
  return UNKNOWN_BOT_NAME;
}

const BOT_WORD_ANYWHERE = new RegExp(BOT_WORD.source, 'gi');
const NONE: ReadonlySet<number> = new Set();
const NO_SIZES: ReadonlyMap<number, number> = new Map();

/**
 * Most unknown bots call themselves one, and a name of the first tier can only come from a segment that
 * holds such a word: reading those segments alone, in order, usually settles the name without reading the
 * rest of the string.
 */
function nameFromSegmentsCallingThemselvesBots(
  text: string,
  isKnownBotName: IsKnownBotName,
): string | undefined {
  let from = 0;
  for (;;) {
    BOT_WORD_ANYWHERE.lastIndex = from;
    const match = BOT_WORD_ANYWHERE.exec(text);
    if (!match) return undefined;
    const segment = segmentAround(text, match.index);
    const [selfNamed = []] = candidateTiers({
      words: segment.words,
      platformGroups: NONE,
      afterCompatible: NONE,
      segmentSizes: NO_SIZES,
    });
    const name = firstAcceptable(selfNamed, isKnownBotName);
    if (name) return name;
    from = segment.end + 1;
  }
}

function firstAcceptable(candidates: readonly string[], isKnownBotName: IsKnownBotName): string | undefined {
  for (const candidate of candidates) {
    const name = capName(candidate);
    if (name.length >= 2 && !isKnownBotName(name)) return name;
  }
  return undefined;
}

type Tier = 'selfNamed' | 'compatible' | 'products' | 'addresses' | 'plain';
type Candidate = { tier: Tier; name: string };

/** What the namer needs to know of one word, worked out once. */
type WordFacts = {
  text: string;
  group: number;
  segment: number;
  /** Where the version starts ('Name/1.0'), or -1. */
  slash: number;
  /** The word before its version, without the punctuation around it. */
  product: string;
  lowerProduct: string;
  address: boolean;
  /** The product reads as a name of at least two characters (isNameWord) and is not generic. */
  named: boolean;
};

function factsOf({ text, group, segment }: UserAgentWord): WordFacts {
  const slash = text.indexOf('/');
  const product = trimEdges(slash >= 0 ? text.slice(0, slash) : text);
  const lowerProduct = product.toLowerCase();
  const named =
    !BROWSER_WORDS.has(lowerProduct) && hasNameShape(product, 2) && !isGenericLowerCase(lowerProduct);
  return { text, group, segment, slash, product, lowerProduct, address: isUrl(text) || isEmail(text), named };
}

const TIER_ORDER: readonly Tier[] = ['selfNamed', 'compatible', 'products', 'addresses', 'plain'];

/** Every candidate name, best tier first. */
function candidateTiers(parsed: UserAgentWords): string[][] {
  const tiers: Record<Tier, string[]> = {
    selfNamed: [],
    compatible: [],
    products: [],
    addresses: [],
    plain: [],
  };
  const words = parsed.words.map(factsOf);
  // A multi-word name claims the words before it, so those are not read on their own as well.
  const phrases: (Candidate | undefined)[] = [];
  for (let i = 0; i < words.length; i++) phrases.push(undefined);
  const claimed = new Uint8Array(words.length);
  for (let position = words.length - 1; position >= 0; position--) {
    if (claimed[position]) continue;
    const phrase = phraseEndingAt(words, position);
    if (!phrase) continue;
    phrases[position] = phrase;
    for (let i = 1; i <= phrase.prefixWords; i++) claimed[position - i] = 1;
  }
  for (let position = 0; position < words.length; position++) {
    const phrase = phrases[position];
    if (phrase) {
      tiers[phrase.tier].push(phrase.name);
      continue;
    }
    if (claimed[position]) continue;
    const candidate = singleWordCandidate(words[position] as WordFacts, position, parsed);
    if (!candidate) continue;
    const { tier, name } = candidate;
    if (tier === 'addresses' || tier === 'selfNamed') {
      tiers[tier].push(name);
      continue;
    }
    // 'Crazy Egg', 'Ghost Inspector', 'Amazon CloudFront': capitalised words that follow belong to the name.
    const following = capitalisedWordsAfter(words, position, phrases, claimed);
    tiers[tier].push(following.length > 0 ? [name, ...following].join(' ') : name);
    position += following.length;
  }
  return TIER_ORDER.map((tier) => tiers[tier]);
}

function capitalisedWordsAfter(
  words: readonly WordFacts[],
  position: number,
  phrases: readonly (Candidate | undefined)[],
  claimed: Uint8Array,
): string[] {
  const { segment, slash } = words[position] as WordFacts;
  const following: string[] = [];
  if (slash >= 0) return following;
  for (let i = position + 1; i < words.length && following.length < MAX_NAME_PREFIX_WORDS - 1; i++) {
    const word = words[i] as WordFacts;
    if (word.segment !== segment || phrases[i] || claimed[i]) break;
    const first = word.text.charCodeAt(0);
    if (first < 0x41 || first > 0x5a || !isPhraseWord(word)) break;
    following.push(word.text);
  }
  return following;
}

/** What one word says on its own: where it counts as evidence of the name, and the name it gives. */
function singleWordCandidate(
  word: WordFacts,
  position: number,
  { platformGroups, afterCompatible, segmentSizes }: UserAgentWords,
): Candidate | undefined {
  const { text, group, segment, slash, product } = word;
  if (word.address) {
    const address = isUrl(text) ? urlName(text) : emailDomain(text);
    return address ? { tier: position === 0 ? 'products' : 'addresses', name: address } : undefined;
  }
  if (!word.named || (slash <= 0 && product.length < 3)) {
    const host = slash < 0 ? hostName(product) : undefined;
    return host ? { tier: 'addresses', name: host } : undefined;
  }
  if (BOT_WORD.test(product)) return { tier: 'selfNamed', name: product };
  if (afterCompatible.has(segment)) return { tier: 'compatible', name: product };
  if (platformGroups.has(group)) {
    // '(X11; Datanyze; Linux x86_64)': a lone word without digits, where devices carry model numbers.
    return segmentSizes.get(segment) === 1 && !/\d/.test(product)
      ? { tier: 'plain', name: product }
      : undefined;
  }
  if (position === 0 || slash > 0 || group === 0) return { tier: 'products', name: product };
  if (product.includes('.')) return { tier: 'addresses', name: hostName(product) ?? product };
  return { tier: 'plain', name: product };
}

/**
 * A name of several words ending at this word: a noun such as 'Bot' with the words before it in its segment
 * that name it ('Linguee Bot', 'Domain Re-Animator Bot'), or a product with a version named in several words
 * ('Hype Machine/4.0', 'Xenu Link Sleuth/1.3.8'). Undefined where the word ends no such name.
 */
function phraseEndingAt(
  words: readonly WordFacts[],
  position: number,
): (Candidate & { prefixWords: number }) | undefined {
  const { segment, slash, product, lowerProduct, named } = words[position] as WordFacts;
  const isBotNoun = BOT_NOUNS.has(lowerProduct);
  const isNoun = isBotNoun || NAME_NOUNS.has(lowerProduct);
  if (!isNoun && !(slash > 0 && position > 0 && words[position - 1]?.segment === segment)) return undefined;
  if (!isNoun && !named) return undefined;
  const before: string[] = [];
  for (let i = position - 1; i >= 0 && before.length < MAX_NAME_PREFIX_WORDS; i--) {
    const word = words[i] as WordFacts;
    if (word.segment !== segment || !isPhraseWord(word)) break;
    before.unshift(word.text);
  }
  // A noun needs a word that names it; a product needs no words before it to be a name by itself.
  if (isNoun ? !before.some((word) => !isGenericWord(word)) : before.length === 0) return undefined;
  const name = [...before, product].join(' ');
  // 'DCV Check' says no more than 'Check' does about being a bot; 'LinkChecker Pro/2.0' does.
  const tier = isBotNoun || BOT_WORD.test(isNoun ? before.join(' ') : name) ? 'selfNamed' : 'products';
  return { name, tier, prefixWords: before.length };
}

const PHRASE_STOP_WORDS = new Set(['compatible', 'for', 'by', 'used', 'the', 'and', 'see', 'like', 'from']);
/** 'NE', 'B2B', 'IBM': short capitals name things inside a phrase, though alone they could be a locale. */
const ACRONYM = /^(?=.*[A-Z])[A-Z0-9]{2,4}$/;

/** A word that can stand in a multi-word name: no version, address or contact, no filler ('for', 'by'). */
function isPhraseWord({ text, slash, product, lowerProduct, address }: WordFacts): boolean {
  if (slash >= 0 || address || text.includes('@') || product !== text) return false;
  if (PHRASE_STOP_WORDS.has(lowerProduct) || BROWSER_WORDS.has(lowerProduct)) return false;
  return ACRONYM.test(text) || hasNameShape(text, 2);
}
