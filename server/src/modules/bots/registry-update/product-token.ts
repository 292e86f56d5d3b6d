import { BROWSER_AND_DEVICE_WORDS, isAName } from './bot-names';

/** Characters of a product token as bots write them: 'Mail.RU_Bot', 'Yahoo!', 'AdsBot-Google'. */
const TOKEN_CHARACTER = /[A-Za-z0-9_.!-]/;
/**
 * A trailing version glued to a token: 'yoozBot-2.2', 'binlar_2.6.3', 'trendictionbot0.5.0', 'Experibot-v2'.
 * Digits that are part of the name stay: 'Site24x7', 'MJ12bot', 'ds9'.
 */
const TRAILING_VERSION =
  /(?:[-_ .]?v?\d+(?:[._]\d+)+[a-z]?\d*|[-_ ]v?\d+[a-z]?)(?:[-_.]?(?:snapshot|dev|beta|alpha|rc\d*))?$/i;
/** The platform comment of a browser-like string: '(Linux; Android 6.0.1; Nexus 5X Build/MMB29P)'. */
const PLATFORM_COMMENT =
  /^Mozilla\/[\d.]+ \((?=[^)]*\b(?:Windows|Linux|Android|Macintosh|iPhone|iPad|X11|CrOS)\b)[^)]*\)/;
const BOT_WORD =
  /bot|crawl|spider|scrap|fetch|scan|monitor|check|archiv|index|preview|agent|reader|validator|harvest/i;

export type Span = { start: number; end: number };

/** Where a pattern's match sits in a string: the product token around it, or inside a URL or address. */
export type TokenMatch = { kind: 'token'; span: Span; name: string } | { kind: 'embedded'; span: Span };

/**
 * The product token around a match: the matched text widened to whole token characters on each side (a
 * match with spaces keeps them: 'Screaming Frog SEO Spider'). A match inside a URL or an e-mail address
 * ('+http://search.msn.com/msnbot.htm', 'collection@infegy.com') names no product and is 'embedded'.
 */
export function tokenAround(text: string, match: Span): TokenMatch {
  let start = match.start;
  let end = match.end;
  while (start < end && !TOKEN_CHARACTER.test(text.charAt(start))) start += 1;
  while (end > start && !TOKEN_CHARACTER.test(text.charAt(end - 1))) end -= 1;
  while (start > 0 && TOKEN_CHARACTER.test(text.charAt(start - 1))) start -= 1;
  while (end < text.length && TOKEN_CHARACTER.test(text.charAt(end))) end += 1;
  const span = { start, end };
  if (isInsideAddress(text, span)) return { kind: 'embedded', span };
  return { kind: 'token', span, name: stripVersion(text.slice(start, end)) };
}

function isInsideAddress(text: string, span: Span): boolean {
  let wordStart = span.start;
  while (wordStart > 0 && !/[\s(;,]/.test(text.charAt(wordStart - 1))) wordStart -= 1;
  let wordEnd = span.end;
  while (wordEnd < text.length && !/[\s);,]/.test(text.charAt(wordEnd))) wordEnd += 1;
  const word = text.slice(wordStart, wordEnd);
  const tokenOffset = span.start - wordStart;
  const schemeAt = word.indexOf('://');
  if (schemeAt >= 0 && schemeAt < tokenOffset) return true;
  if (/^\+?www\./i.test(word)) return true;
  // An e-mail address has a name before its '@' (which the token may be); '@LinkArchiver' is a handle.
  return /^[^@\s]+@[^@\s]+\.[a-z]{2,}/i.test(word);
}

/** 'yoozBot-2.2' → 'yoozBot'; the token is kept whole when nothing readable would remain. */
export function stripVersion(token: string): string {
  const trimmed = token.replace(/[._-]+$/, '');
  const stripped = trimmed.replace(TRAILING_VERSION, '').replace(/[._-]+$/, '');
  return /\p{L}{2}/u.test(stripped) ? stripped : trimmed;
}

/**
 * A name for a string whose matched text is not itself a name: the first product token that calls itself
 * a bot, else the first versioned product that is not a browser's, else the first other word, else the
 * host of its URL or e-mail address. 'Mozilla/5.0 (compatible; +http://tweetedtimes.com)' → 'tweetedtimes.com'.
 * The platform comment is skipped: its words name a device ('Nexus 5X'), never a bot.
 */
export function nameFromWholeString(text: string): string | undefined {
  let firstVersioned: string | undefined;
  let firstWord: string | undefined;
  for (const word of text.replace(PLATFORM_COMMENT, '').split(/[\s;(),[\]{}"'<>]+/)) {
    if (word === '' || word.startsWith('+') || /[@:]/.test(word)) continue;
    const [product = '', version] = word.split('/');
    const name = stripVersion(product.replace(/[^\w.!-]/g, '').replace(/^www\./i, ''));
    if (!isAName(name) || BROWSER_AND_DEVICE_WORDS.has(name.toLowerCase())) continue;
    if (BOT_WORD.test(name)) return name;
    if (version !== undefined) firstVersioned ??= name;
    else firstWord ??= name;
  }
  return firstVersioned ?? firstWord ?? hostIn(text);
}

/** The host of the first URL or e-mail address in a string, without 'www.'. */
export function hostIn(text: string): string | undefined {
  const url =
    /\bhttps?:\/\/([a-z0-9.-]+\.[a-z]{2,})/i.exec(text) ?? /\bwww\.([a-z0-9.-]+\.[a-z]{2,})/i.exec(text);
  const mail = /[\w.+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})/i.exec(text);
  const host = url?.[1] ?? mail?.[1];
  return host?.toLowerCase().replace(/^www\./, '');
}

/** The first http(s) URL in a string, cut at the characters that end it in a user agent. */
export function firstUrlIn(text: string): string | undefined {
  return /\bhttps?:\/\/[^\s;)"'<>]+/i.exec(text)?.[0]?.replace(/[.,]+$/, '');
}

/** Everywhere a name stands in a string (any case), for deciding which entry owns the string. */
export function spansOfName(text: string, name: string): Span[] {
  const spans: Span[] = [];
  const lowerText = text.toLowerCase();
  const lowerName = name.toLowerCase();
  for (
    let at = lowerText.indexOf(lowerName);
    at >= 0 && lowerName !== '';
    at = lowerText.indexOf(lowerName, at + 1)
  ) {
    spans.push({ start: at, end: at + name.length });
  }
  return spans;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A pattern for one product token (case-insensitive unless told), bounded where it starts and ends with a letter. */
export function patternForToken(token: string, flags = 'i'): RegExp {
  const start = /^\w/.test(token) ? '\\b' : '';
  const end = /\w$/.test(token) ? '\\b' : '';
  return new RegExp(`${start}${escapeRegExp(token)}${end}`, flags);
}
