/**
 * The vocabulary the unknown-bot namer reads a user agent with. All lower case; a word is looked up after
 * its version ('Chrome/126.0' → 'chrome') is cut off.
 */

const words = (text: string) => new Set(text.trim().split(/\s+/));

/** Browser, engine, operating-system, device and platform words: what browsers' strings are made of. */
export const BROWSER_WORDS = words(`
  mozilla applewebkit webkit khtml like gecko chrome chromium safari version mobile firefox fxios crios edg edge
  edga edgios opr opera presto trident msie iemobile yabrowser samsungbrowser ucbrowser vivaldi whale brave
  miuibrowser huaweibrowser electron silk kindle konqueror seamonkey netscape icecat palemoon waterfox
  windows win32 win64 wow64 x64 x86 x86_64 amd64 i686 i386 arm arm64 aarch64 linux android macintosh mac
  intel ppc os x11 cros ubuntu fedora debian gentoo freebsd openbsd netbsd sunos darwin cfnetwork ios ipados
  iphone ipad ipod cpu nexus galaxy pixel samsung huawei xiaomi redmi oneplus htc sony motorola moto nokia
  lenovo oppo vivo realme zte tecno infinix asus acer lg blackberry bb10 tablet touch phone wv build nt net clr
  infopath media center pc tv smart-tv smarttv playstation xbox nintendo wii docomo profile configuration midp
  cldc up.browser mmp macos
`);

/**
 * Words a bot calls itself by, which name nothing on their own: 'Crawler' is not a name, 'HubSpot Crawler'
 * is. Also the small words and boilerplate that surround names in user agents.
 */
export const GENERIC_WORDS = words(`
  bot bots robot robots crawler crawlers crawl spider spiders agent agents fetcher fetch parser scanner scraper
  scrape checker check monitor monitoring client http https library reader validator preview proxy index
  indexer archiver archive search searchbot service services tool tools app api engine web www site sites link
  links feed rss daemon script program downloader worker render renderer browser headless unknown test user
  compatible at by for the and of on in to with from used see please contact info more beta alpha build
  via is an or as its this that www-robot webcrawler webspider web-crawler webbot generator audit checker
  scanner fetcher client proxy library preview also seen
`);

/** A word that says the product is a bot: 'FooCrawler', 'acme-fetcher', 'SiteScanner'. */
export const BOT_WORD =
  /bot|crawl|spider|scrap|fetch|scan|monitor|check|archiv|index|preview|agent|reader|validator|parser/i;

/**
 * Nouns that end a multi-word name: 'Linguee Bot', 'Speedy Spider', 'ThousandEyes Agent'. These say the
 * product is a bot, so such a name is the best evidence there is.
 */
export const BOT_NOUNS = words(`
  bot bots robot crawler spider agent fetcher scanner scraper checker monitor indexer archiver searchbot
  webcrawler webbot webspider
`);

/** Nouns that end a name but say less ('Yahoo Link Preview', 'Indy Library', 'Google Trust Services'). */
export const NAME_NOUNS = words(`
  check monitoring client reader parser validator preview browser service services generator audit proxy
  library api
`);

/** Mail providers: an address there names a person, not the site a bot belongs to. */
export const MAIL_PROVIDERS = new Set(
  'gmail.com googlemail.com yahoo.com hotmail.com outlook.com live.com aol.com icloud.com me.com gmx.de gmx.net web.de mail.ru yandex.ru qq.com 163.com 126.com protonmail.com proton.me'.split(
    ' ',
  ),
);

/** Hosts where a project lives rather than what it is: its repository's name says more. */
export const CODE_HOSTS = new Set([
  'github.com',
  'gitlab.com',
  'bitbucket.org',
  'codeberg.org',
  'sourceforge.net',
]);
