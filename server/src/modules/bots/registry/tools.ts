import { notControlledByRobotsTxt } from './no-robots-txt';
import type { BotDefinition } from './types';

/**
 * HTTP client libraries and command-line tools. Anyone can run them, so the operator is unknown and there
 * is nothing to verify. They come after every named service in the registry: many services build their
 * string on a library's ('http.rb/5.1 (Mastodon/4.2…)', 'LinkedInBot/1.0 (… Jakarta Commons-HttpClient/3.1')).
 */
export const HTTP_LIBRARIES: readonly BotDefinition[] = notControlledByRobotsTxt([
  { name: 'curl', pattern: /^curl(?:\/|$)/i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  { name: 'Wget', pattern: /^Wget\//i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  { name: 'HTTPie', pattern: /^HTTPie\//i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  { name: 'aiohttp', pattern: /\baiohttp\//i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  {
    name: 'httpx',
    pattern: /\bpython-httpx\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  {
    name: 'python-requests',
    pattern: /\bpython-requests\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  {
    name: 'python-urllib3',
    pattern: /\bpython-urllib3\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  {
    name: 'Python-urllib',
    pattern: /\bPython-urllib\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  // Scrapy obeys robots.txt by default, matching groups by its product token.
  {
    name: 'Scrapy',
    pattern: /\bScrapy\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
    robotsTokens: ['Scrapy'],
    note: 'A scraping framework anyone runs; ai.robots.txt lists it because AI scrapers use it.',
  },
  {
    name: 'Go-http-client',
    pattern: /\bGo-http-client\/|^Go \d\.\d+ package http$/i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  { name: 'go-resty', pattern: /\bgo-resty\//i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  {
    name: 'colly',
    pattern: /\bgithub\.com\/gocolly\/colly\b|^colly\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  { name: 'okhttp', pattern: /\bokhttp\//i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  {
    name: 'Apache-HttpClient',
    pattern: /\bApache-HttpClient\/|\bApache-HttpAsyncClient\/|\bJakarta Commons-HttpClient\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  // Java's built-in clients: 'Java/1.8.0_392' (HttpURLConnection) and 'Java-http-client/17.0.8'.
  {
    name: 'Java',
    pattern: /^Java\/\d|\bJava-http-client\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  {
    name: 'node-fetch',
    pattern: /\bnode-fetch\b/i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  { name: 'axios', pattern: /\baxios\//i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  { name: 'undici', pattern: /^undici\b/i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  // Node's global fetch sends the bare string 'node'.
  { name: 'Node.js fetch', pattern: /^node$/i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  {
    name: 'got',
    pattern: /^got \(https:\/\/github\.com\/sindresorhus\/got\)/i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  {
    name: 'Request-Promise',
    pattern: /^Request-Promise\b/i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  { name: 'Deno', pattern: /^Deno\/\d/, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  { name: 'Bun', pattern: /^Bun\/\d/, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  {
    name: 'libwww-perl',
    pattern: /libwww-perl\/|^lwp-trivial\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  {
    name: 'GuzzleHttp',
    pattern: /\bGuzzleHttp\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  { name: 'PHP', pattern: /^PHP\/\d/i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  {
    name: 'Ruby',
    pattern: /^Ruby$|^Faraday v\d/,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  { name: 'http.rb', pattern: /^http\.rb\//, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  {
    name: 'RestSharp',
    pattern: /^RestSharp\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  { name: 'WinHTTP', pattern: /^WinHTTP\b/i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  {
    name: 'Dart',
    pattern: /^Dart\/[\d.]+ \(dart:io\)/,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  { name: 'reqwest', pattern: /^reqwest\//i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  {
    name: 'PostmanRuntime',
    pattern: /\bPostmanRuntime\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
  { name: 'insomnia', pattern: /^insomnia\//i, type: 'other', operator: 'Unknown', purpose: 'http-library' },
  {
    name: 'ApacheBench',
    pattern: /^ApacheBench\//,
    type: 'other',
    operator: 'Unknown',
    purpose: 'http-library',
  },
]);

/**
 * Automated browsers. 'HeadlessChrome' is Puppeteer's and Playwright's default in old headless mode;
 * frameworks that keep a normal Chrome string cannot be told from people by the user agent alone.
 * Electron's default string, whose application token is the bare 'electron' binary (or missing), is what
 * Electron-driven crawlers such as Nightmare send; desktop apps built on Electron (Slack, Discord…) put
 * their own name there and stay people.
 */
export const HEADLESS_BROWSERS: readonly BotDefinition[] = notControlledByRobotsTxt([
  {
    name: 'HeadlessChrome',
    pattern: /\bHeadlessChrome\//,
    type: 'other',
    operator: 'Unknown',
    purpose: 'headless-browser',
  },
  {
    name: 'PhantomJS',
    pattern: /\bPhantomJS\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'headless-browser',
  },
  {
    name: 'Puppeteer',
    pattern: /\bPuppeteer\b/i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'headless-browser',
  },
  {
    name: 'Playwright',
    pattern: /\bPlaywright\b/i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'headless-browser',
  },
  {
    name: 'Selenium',
    pattern: /\bSelenium\b/i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'headless-browser',
  },
  {
    name: 'SlimerJS',
    pattern: /\bSlimerJS\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'headless-browser',
  },
  {
    name: 'Cypress',
    pattern: /\bCypress\/\d/,
    type: 'other',
    operator: 'Unknown',
    purpose: 'headless-browser',
  },
  {
    name: 'Electron (headless)',
    pattern:
      /\(KHTML, like Gecko\) (?:electron\/[\d.]+ Chrome\/[\d.]+ )?Electron\/[\d.]+ Safari\/[\d.]+$|\bNightmare\b/,
    type: 'other',
    operator: 'Unknown',
    purpose: 'headless-browser',
  },
]);
