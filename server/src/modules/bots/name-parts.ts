import { BROWSER_WORDS, CODE_HOSTS, GENERIC_WORDS, MAIL_PROVIDERS } from './generic-bot-words';

/** Names end up in dashboards and exports; an attacker-chosen user agent must not become a huge label. */
export const MAX_GENERIC_NAME_LENGTH = 64;

/** What a name may hold after its edges are trimmed: ASCII letters and digits, and . _ : ' ! - inside. */
const NAME_CHARACTERS = /^[A-Za-z0-9](?:[A-Za-z0-9._:'!-]*[A-Za-z0-9])?$/;
const EDGES = /^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g;
const HAS_LETTER = /[A-Za-z]/;
/** 'en', 'zh-cn', 'en_US', 'zh-Hans', 'es-419'. */
const LOCALE = /^[a-z]{2}(?:[-_](?:[a-z]{2}|[a-z]{4}|\d{3}))?$/i;
/** '5.0', '10_15_7', 'v2', '1.0b', '2.1.0-beta'. */
const VERSION = /^v?\d[\w.-]*$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX_ID = /^(?=[a-f]*\d)[0-9a-f]{8,}$/i;
const LONG_NUMBER = /\d{5}/;
/** 'rv:126.0', 'U:…': a short key before a colon is a setting, not a name. */
const SETTING = /^[a-z]{1,3}:/i;

/** The word without the punctuation around it ('@LinkArchiver' → 'LinkArchiver', '"quoted"' → 'quoted'). */
export function trimEdges(word: string): string {
  return word.replace(EDGES, '');
}

function isVersion(word: string): boolean {
  if (!VERSION.test(word)) return false;
  const letters = word.replace(/[^A-Za-z]/g, '').length;
  return letters <= word.length - letters; // '360Spider' is a name, '1.0b3' is not
}

function isId(word: string): boolean {
  return UUID.test(word) || HEX_ID.test(word) || LONG_NUMBER.test(word);
}

/** A word a person could read as (part of) a product's name; generic words are judged by the caller. */
export function isNameWord(word: string, minLength = 3): boolean {
  return (
    word.length >= minLength &&
    NAME_CHARACTERS.test(word) &&
    HAS_LETTER.test(word) &&
    !SETTING.test(word) &&
    !LOCALE.test(word) &&
    !isVersion(word) &&
    !isId(word) &&
    !BROWSER_WORDS.has(word.toLowerCase())
  );
}

/** 'Crawler', 'web-crawlers', 'www.bot': every part of the word is generic. */
export function isGenericWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (GENERIC_WORDS.has(lower)) return true;
  return lower.split(/[^a-z0-9]+/).every((part) => part === '' || GENERIC_WORDS.has(part));
}

/** A registrable host name ('tweetedtimes.com'), lower-cased and without 'www.'; undefined for anything else. */
export function hostName(text: string): string | undefined {
  let host = text.toLowerCase();
  if (host.length > 253) return undefined;
  const labels = host.split('.');
  const topLevel = labels.at(-1) ?? '';
  if (labels.length < 2 || !/^[a-z]{2,24}$/.test(topLevel)) return undefined;
  if (!labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) return undefined;
  if (host.startsWith('www.') && labels.length > 2) host = host.slice(4);
  return host;
}

/**
 * The host a URL names, never its credentials or port: 'http://user:pass@example.com:8080/x' → 'example.com'.
 * A repository on a code host is named after the repository ('github.com/AliasIO/Wappalyzer' → 'Wappalyzer').
 */
export function urlName(word: string): string | undefined {
  const scheme = word.indexOf('://');
  const rest = scheme >= 0 ? word.slice(scheme + 3) : word;
  const pathStart = rest.search(/[/?#\\]/);
  const authority = pathStart >= 0 ? rest.slice(0, pathStart) : rest;
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  const host = hostName(hostAndPort.replace(/:\d*$/, ''));
  if (!host || !CODE_HOSTS.has(host) || pathStart < 0) return host;
  const repository = trimEdges(rest.slice(pathStart).split(/[/?#]/)[2] ?? '');
  return isNameWord(repository) && !isGenericWord(repository) ? repository : host;
}

export function isUrl(word: string): boolean {
  return /^(?:https?|ftp):\/\//i.test(word) || /^www\./i.test(word);
}

/** The domain of an address ('"crawler"@example.com' → 'example.com'), unless a mail provider's. */
export function emailDomain(word: string): string | undefined {
  const domain = hostName(trimEdges(word.slice(word.lastIndexOf('@') + 1)));
  return domain && !MAIL_PROVIDERS.has(domain) ? domain : undefined;
}

/** 'crawler@example.com', not '@LinkArchiver' (a handle). */
export function isEmail(word: string): boolean {
  return word.lastIndexOf('@') > 0;
}

/** Cut to the cap at a clean edge. */
export function capName(name: string): string {
  return name.length > MAX_GENERIC_NAME_LENGTH ? trimEdges(name.slice(0, MAX_GENERIC_NAME_LENGTH)) : name;
}
