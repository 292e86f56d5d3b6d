import { BROWSER_WORDS, CODE_HOSTS, GENERIC_WORDS, MAIL_PROVIDERS } from './generic-bot-words';

/** Names end up in dashboards and exports; an attacker-chosen user agent must not become a huge label. */
export const MAX_GENERIC_NAME_LENGTH = 64;

/** 'en', 'zh-cn', 'en_US', 'zh-Hans', 'es-419'. */
const LOCALE = /^[a-z]{2}(?:[-_](?:[a-z]{2}|[a-z]{4}|\d{3}))?$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 'rv:126.0', 'U:…': a short key before a colon is a setting, not a name. */
const SETTING = /^[a-z]{1,3}:/i;
const NOT_ALPHANUMERIC = /[^a-z0-9]/;
const NOT_ALPHANUMERIC_RUN = /[^a-z0-9]+/;
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const WEB_SCHEME = /^(?:https?|ftp):\/\//i;
const WWW = /^www\./i;

const isLetter = (code: number) => (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
const isHexLetter = (code: number) => (code >= 0x61 && code <= 0x66) || (code >= 0x41 && code <= 0x46);
/** Besides letters and digits, what a name may hold inside: . _ : ' ! - */
const isInnerSign = (code: number) =>
  code === 0x2e || code === 0x5f || code === 0x3a || code === 0x27 || code === 0x21 || code === 0x2d;

/** The word without the punctuation around it ('@LinkArchiver' → 'LinkArchiver', '"quoted"' → 'quoted'). */
export function trimEdges(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && !isAlphanumeric(word.charCodeAt(start))) start++;
  while (end > start && !isAlphanumeric(word.charCodeAt(end - 1))) end--;
  return start === 0 && end === word.length ? word : word.slice(start, end);
}

const isAlphanumeric = (code: number) => isLetter(code) || isDigit(code);

/**
 * A word a person could read as (part of) a product's name: ASCII letters and digits with . _ : ' ! -
 * inside, at least one letter; not a version ('10_15_7', 'v2', '1.0b'; '360Spider' is a name), an id (a
 * UUID, a long hex string, five digits in a row), a locale, a setting ('rv:126.0') or a browser, OS or
 * device word. Generic words are judged by the caller.
 */
export function isNameWord(word: string, minLength = 3): boolean {
  return hasNameShape(word, minLength) && !BROWSER_WORDS.has(word.toLowerCase());
}

/** isNameWord without the browser-word lookup, for callers that have made it already. */
export function hasNameShape(word: string, minLength: number): boolean {
  const length = word.length;
  if (
    length < minLength ||
    !isAlphanumeric(word.charCodeAt(0)) ||
    !isAlphanumeric(word.charCodeAt(length - 1))
  ) {
    return false;
  }
  let letters = 0;
  let hex = 0;
  let digitsInRow = 0;
  for (let i = 0; i < length; i++) {
    const code = word.charCodeAt(i);
    if (isDigit(code)) {
      if (++digitsInRow >= 5) return false;
      hex++;
      continue;
    }
    digitsInRow = 0;
    if (isLetter(code)) {
      letters++;
      if (isHexLetter(code)) hex++;
    } else if (!isInnerSign(code)) return false;
  }
  if (letters === 0) return false;
  const first = word.charCodeAt(0);
  const startsLikeVersion = isDigit(first) || ((first | 0x20) === 0x76 && isDigit(word.charCodeAt(1)));
  if (startsLikeVersion && letters <= length - letters) return false;
  if ((hex === length && length >= 8 && letters < length) || (length === 36 && UUID.test(word))) return false;
  if (length <= 7 && LOCALE.test(word)) return false;
  return !(word.includes(':') && SETTING.test(word));
}

/** 'Crawler', 'web-crawlers', 'www.bot': every part of the word is generic. */
export function isGenericWord(word: string): boolean {
  return isGenericLowerCase(word.toLowerCase());
}

export function isGenericLowerCase(lower: string): boolean {
  if (GENERIC_WORDS.has(lower)) return true;
  if (!NOT_ALPHANUMERIC.test(lower)) return false;
  return lower.split(NOT_ALPHANUMERIC_RUN).every((part) => part === '' || GENERIC_WORDS.has(part));
}

/** A registrable host name ('tweetedtimes.com'), lower-cased and without 'www.'; undefined for anything else. */
export function hostName(text: string): string | undefined {
  const lastDot = text.lastIndexOf('.');
  if (text.length > 253 || lastDot < 1 || !isTopLevelDomain(text, lastDot + 1)) return undefined;
  let host = text.toLowerCase();
  const labels = host.split('.');
  if (!labels.every((label) => HOST_LABEL.test(label))) return undefined;
  if (host.startsWith('www.') && labels.length > 2) host = host.slice(4);
  return host;
}

/** Two to 24 letters from `start` to the end: 'com', 'museum'; not '0' (a version) or 'html5'. */
function isTopLevelDomain(text: string, start: number): boolean {
  const length = text.length - start;
  if (length < 2 || length > 24) return false;
  for (let i = start; i < text.length; i++) if (!isLetter(text.charCodeAt(i))) return false;
  return true;
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
  return word.includes('://') ? WEB_SCHEME.test(word) : WWW.test(word);
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
