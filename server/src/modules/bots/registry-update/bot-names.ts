/**
 * What may stand as a bot's name. The registry's names and the acceptance figures use the same rules: a
 * name a person can recognise is a product token or a host, never a locale ('zh-cn'), a version
 * ('10_15_7'), an operating-system or device word ('Nexus', 'Galaxy'), an id, or a bare generic word.
 */

/** Words every browser string carries, and operating systems and devices: never a bot's name. */
export const BROWSER_AND_DEVICE_WORDS: ReadonlySet<string> = new Set(
  (
    'mozilla applewebkit khtml like gecko chrome chromium safari version mobile firefox edg edge opr opera ' +
    'trident msie compatible windows win64 wow64 win32 x64 x86 x86_64 amd64 arm arm64 aarch64 linux android ' +
    'macintosh intel mac os x x11 u nt iphone ipad ipod cpu ubuntu debian fedora centos cros ios macos ' +
    'build wv k nexus galaxy pixel samsung huawei xiaomi redmi oneplus motorola nokia lg sony htc touch ' +
    'tablet phone desktop gzip deflate like_gecko webkit presto blink'
  ).split(' '),
);

/** Words by which bots describe themselves; alone they name nothing. */
const GENERIC_WORDS: ReadonlySet<string> = new Set(
  (
    'bot bots robot robots crawler crawlers crawl spider spiders agent agents useragent user-agent fetcher ' +
    'fetch parser scanner scraper client http https www com net org at by for and the a an of in on to ' +
    'preview checker monitor monitoring search web test testing unknown null undefined none info contact ' +
    'url link links site website page feed rss reader browser service server app application api library ' +
    'bot.html robot.html crawler.html help faq about example'
  ).split(' '),
);

/** Languages user agents name in their locales ('zh-cn', 'en-US', 'fr'). */
const LANGUAGES: ReadonlySet<string> = new Set(
  (
    'af ar az be bg bn bs ca cs cy da de el en es et eu fa fi fr ga gl he hi hr hu hy id is it ja ka kk ' +
    'km ko ky lt lv mk ml mn mr ms nb ne nl nn no pa pl pt ro ru si sk sl sq sr sv sw ta te th tl tr uk ur ' +
    'uz vi zh'
  ).split(' '),
);
/** A language with an optional region: 'zh-cn', 'en_US', 'pt-BR', 'fr'. */
const LOCALE = /^([a-z]{2})(?:[-_][a-z]{2,4})?$/i;
/** '2.0', '10_15_7', 'v1.2b', '1.0.0-rc1': a version. */
const VERSION = /^v?\d+(?:[._-]\d+)+(?:[a-z]+\d*)?(?:-[a-z0-9]+)?$|^v\d+$/i;
/** A UUID, a long hexadecimal or decimal id. */
const IDENTIFIER = /^[0-9a-f]{8}-[0-9a-f]{4}-|^[0-9a-f]{16,}$|^\d{5,}$/i;
const CONTROL_OR_MARKUP = /[\p{Cc}<>"`]/u;

export const MAX_BOT_NAME_LENGTH = 64;

/** Why a name is not one a person can recognise, or undefined when it is a name. */
export function whyNotAName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed !== name || trimmed === '') return 'empty or padded';
  if (name.length > MAX_BOT_NAME_LENGTH) return 'too long';
  if (CONTROL_OR_MARKUP.test(name)) return 'control characters or markup';
  if (/^unknown\b/i.test(name)) return 'a placeholder';
  const lower = name.toLowerCase();
  if (GENERIC_WORDS.has(lower)) return 'a generic word';
  if (BROWSER_AND_DEVICE_WORDS.has(lower)) return 'a browser, system or device word';
  if (LANGUAGES.has(LOCALE.exec(name)?.[1]?.toLowerCase() ?? '')) return 'a locale';
  if (VERSION.test(name)) return 'a version';
  if (IDENTIFIER.test(name)) return 'an id';
  if (!/\p{L}.*\p{L}/u.test(name)) return 'fewer than two letters';
  return undefined;
}

export function isAName(name: string): boolean {
  return whyNotAName(name) === undefined;
}
