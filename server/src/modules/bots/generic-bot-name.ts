/** Names end up in dashboards and exports; an attacker-chosen user agent must not become a huge label. */
export const MAX_GENERIC_NAME_LENGTH = 64;

const FALLBACK_NAME = 'Unknown bot';

/** Tokens every browser string carries; they never name the bot. */
const BROWSER_TOKENS = new Set(
  (
    'mozilla applewebkit khtml like gecko chrome chromium safari version mobile firefox edg edge opr trident ' +
    'compatible windows win64 wow64 x64 x86_64 linux android macintosh intel mac os x x11 u nt iphone ipad cpu ' +
    'ubuntu en-us en msie build wv k'
  ).split(' '),
);

/** Words by which crawlers name themselves ('FooCrawler', 'acme-fetcher', 'SiteScanner'…). */
const BOT_WORD =
  /bot|crawl|spider|scrap|fetch|scan|monitor|check|archiv|index|preview|agent|http|client|proxy|reader|validator|parser|library/i;

/** Characters a product token may keep; anything else (markup, control characters) is dropped. */
const UNSAFE_CHARACTERS = /[^\w.!-]/g;

/**
 * A readable name for a bot that isbot recognises but our registry does not: the product token that calls
 * itself a bot, else the first versioned product that is not a browser's, else the first plain word.
 * 'Mozilla/5.0 (compatible; FooCrawler/1.2; +http://foo)' → 'FooCrawler'.
 */
export function deriveGenericBotName(userAgent: string): string {
  let firstVersioned: string | undefined;
  let firstWord: string | undefined;
  for (const token of userAgent.split(/[\s;(),[\]{}"'<>]+/)) {
    // Contact details and URLs ('+http://…', 'bot@example.com', 'rv:52.0') are not names.
    if (token === '' || token.startsWith('+') || token.includes('@') || token.includes(':')) continue;
    const [product = '', version] = token.split('/');
    const name = product.replace(UNSAFE_CHARACTERS, '');
    if (name === '' || /^[\d.]+$/.test(name) || BROWSER_TOKENS.has(name.toLowerCase())) continue;
    if (BOT_WORD.test(name)) return bound(name);
    if (version !== undefined) firstVersioned ??= name;
    else firstWord ??= name;
  }
  return bound(firstVersioned ?? firstWord ?? FALLBACK_NAME);
}

function bound(name: string): string {
  return name.length > MAX_GENERIC_NAME_LENGTH ? name.slice(0, MAX_GENERIC_NAME_LENGTH) : name;
}
