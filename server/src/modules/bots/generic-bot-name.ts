import { BOT_NOUNS, BOT_WORD, NAME_NOUNS } from './generic-bot-words';
import {
  capName,
  emailDomain,
  hostName,
  isEmail,
  isGenericWord,
  isNameWord,
  isUrl,
  trimEdges,
  urlName,
} from './name-parts';
import { type UserAgentWord, type UserAgentWords, userAgentWords } from './user-agent-words';

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
  const parsed = userAgentWords(userAgent.slice(0, MAX_EXAMINED_LENGTH));
  for (const candidates of candidateTiers(parsed)) {
    for (const candidate of candidates) {
      const name = capName(candidate);
      if (name.length >= 2 && !isKnownBotName(name)) return name;
    }
  }
  return UNKNOWN_BOT_NAME;
}

type Tiers = Record<'selfNamed' | 'compatible' | 'products' | 'addresses' | 'plain', string[]>;

function candidateTiers(parsed: UserAgentWords): string[][] {
  const tiers: Tiers = { selfNamed: [], compatible: [], products: [], addresses: [], plain: [] };
  const { words } = parsed;
  // A multi-word name claims the words before it, so those are not read on their own as well.
  const phrases = new Map<number, { name: string; tier: keyof Tiers }>();
  const claimed = new Set<number>();
  for (let position = words.length - 1; position >= 0; position--) {
    if (claimed.has(position)) continue;
    const phrase = phraseEndingAt(words, position);
    if (!phrase) continue;
    phrases.set(position, phrase);
    for (let i = 1; i <= phrase.prefixWords; i++) claimed.add(position - i);
  }
  for (let position = 0; position < words.length; position++) {
    const phrase = phrases.get(position);
    if (phrase) {
      tiers[phrase.tier].push(phrase.name);
      continue;
    }
    if (claimed.has(position)) continue;
    const candidate = singleWordCandidate(words[position] as UserAgentWord, position, parsed);
    if (!candidate) continue;
    const [tier, name] = candidate;
    if (tier === 'addresses' || tier === 'selfNamed') {
      tiers[tier].push(name);
      continue;
    }
    // 'Crazy Egg', 'Ghost Inspector', 'Amazon CloudFront': capitalised words that follow belong to the name.
    const following = capitalisedWordsAfter(words, position, phrases, claimed);
    tiers[tier].push([name, ...following].join(' '));
    position += following.length;
  }
  return [tiers.selfNamed, tiers.compatible, tiers.products, tiers.addresses, tiers.plain];
}

function capitalisedWordsAfter(
  words: readonly UserAgentWord[],
  position: number,
  phrases: ReadonlyMap<number, unknown>,
  claimed: ReadonlySet<number>,
): string[] {
  const { segment, text } = words[position] as UserAgentWord;
  const following: string[] = [];
  if (text.includes('/')) return following;
  for (let i = position + 1; i < words.length && following.length < MAX_NAME_PREFIX_WORDS - 1; i++) {
    const word = words[i] as UserAgentWord;
    if (word.segment !== segment || phrases.has(i) || claimed.has(i)) break;
    if (!/^[A-Z]/.test(word.text) || !isPhraseWord(word.text)) break;
    following.push(word.text);
  }
  return following;
}

/** What one word says on its own: where it counts as evidence of the name, and the name it gives. */
function singleWordCandidate(
  { text, group, segment }: UserAgentWord,
  position: number,
  { platformGroups, afterCompatible, segmentSizes }: UserAgentWords,
): [keyof Tiers, string] | undefined {
  const address = isUrl(text) ? urlName(text) : isEmail(text) ? emailDomain(text) : undefined;
  if (address) return [position === 0 ? 'products' : 'addresses', address];
  if (isUrl(text) || isEmail(text)) return undefined;
  const slash = text.indexOf('/');
  const product = trimEdges(slash >= 0 ? text.slice(0, slash) : text);
  if (!isNameWord(product, slash > 0 ? 2 : 3) || isGenericWord(product)) {
    const host = slash < 0 ? hostName(product) : undefined;
    return host ? ['addresses', host] : undefined;
  }
  if (BOT_WORD.test(product)) return ['selfNamed', product];
  if (afterCompatible.has(segment)) return ['compatible', product];
  if (platformGroups.has(group)) {
    // '(X11; Datanyze; Linux x86_64)': a lone word without digits, where devices carry model numbers.
    return segmentSizes.get(segment) === 1 && !/\d/.test(product) ? ['plain', product] : undefined;
  }
  if (position === 0 || slash > 0 || group === 0) return ['products', product];
  return product.includes('.') ? ['addresses', hostName(product) ?? product] : ['plain', product];
}

/**
 * A name of several words ending at this word: a noun such as 'Bot' with the words before it in its segment
 * that name it ('Linguee Bot', 'Domain Re-Animator Bot'), or a product with a version named in several words
 * ('Hype Machine/4.0', 'Xenu Link Sleuth/1.3.8'). Undefined where the word ends no such name.
 */
function phraseEndingAt(
  words: readonly UserAgentWord[],
  position: number,
): { name: string; tier: keyof Tiers; prefixWords: number } | undefined {
  const { text, segment } = words[position] as UserAgentWord;
  const slash = text.indexOf('/');
  const last = trimEdges(slash >= 0 ? text.slice(0, slash) : text);
  const isBotNoun = BOT_NOUNS.has(last.toLowerCase());
  const isNoun = isBotNoun || NAME_NOUNS.has(last.toLowerCase());
  const isVersionedProduct = slash > 0 && isNameWord(last, 2) && !isGenericWord(last);
  if (!isNoun && !isVersionedProduct) return undefined;
  const before: string[] = [];
  for (let i = position - 1; i >= 0 && before.length < MAX_NAME_PREFIX_WORDS; i--) {
    const word = words[i] as UserAgentWord;
    if (word.segment !== segment || !isPhraseWord(word.text)) break;
    before.unshift(word.text);
  }
  // A noun needs a word that names it; a product needs no words before it to be a name by itself.
  if (isNoun ? !before.some((word) => !isGenericWord(word)) : before.length === 0) return undefined;
  const name = [...before, last].join(' ');
  // 'DCV Check' says no more than 'Check' does about being a bot; 'LinkChecker Pro/2.0' does.
  const tier = isBotNoun || BOT_WORD.test(isNoun ? before.join(' ') : name) ? 'selfNamed' : 'products';
  return { name, tier, prefixWords: before.length };
}

const PHRASE_STOP_WORDS = new Set(['compatible', 'for', 'by', 'used', 'the', 'and', 'see', 'like', 'from']);
/** 'NE', 'B2B', 'IBM': short capitals name things inside a phrase, though alone they could be a locale. */
const ACRONYM = /^(?=.*[A-Z])[A-Z0-9]{2,4}$/;

/** A word that can stand in a multi-word name: no version, address or contact, no filler ('for', 'by'). */
function isPhraseWord(word: string): boolean {
  if (word.includes('/') || word.includes('@') || isUrl(word) || trimEdges(word) !== word) return false;
  if (PHRASE_STOP_WORDS.has(word.toLowerCase())) return false;
  return ACRONYM.test(word) || isNameWord(word, 2);
}
