import { bots } from './entries';

/**
 * Bots our curated entries do not list and the registry's sources do (crawler-user-agents' long tail):
 * named as their strings write them, typed and given a purpose by the source's tags, run by the site
 * their strings name.
 */
export const LONG_TAIL_AGENTS = bots([
  [
    'Mozilla/5.0 (compatible; AcoonBot/4.11.1; +http://www.acoon.de/robot.asp)',
    'AcoonBot',
    'search_engine',
    'acoon.de',
    'search',
  ],
  ['Aboundex/0.3 (http://www.aboundex.com/crawler/)', 'Aboundex', 'search_engine', 'aboundex.com', 'search'],
  [
    'Mozilla/5.0 (compatible; CareerBot/1.1; +http://www.career-x.de/bot.html)',
    'CareerBot',
    'other',
    'career-x.de',
    'seo-tool',
  ],
  [
    'Mozilla/5.0 (compatible; MetaJobBot; http://www.metajob.de/crawler)',
    'MetaJobBot',
    'other',
    'metajob.de',
    'seo-tool',
  ],
  // An academic tool (plagiarism checks): none of our purposes says what it reads for.
  [
    'TurnitinBot/3.0 (http://www.turnitin.com/robot/crawlerinfo.html)',
    'TurnitinBot',
    'other',
    'turnitin.com',
    'unknown',
  ],
  [
    'TinEye-bot/0.02 (see http://www.tineye.com/crawler.html)',
    'TinEye-bot',
    'other',
    'tineye.com',
    'seo-tool',
  ],
  [
    'Mozilla/5.0 (compatible; MixrankBot; crawler@mixrank.com)',
    'MixrankBot',
    'other',
    'mixrank.com',
    'advertising',
  ],
  // Named by the site it links to: its string carries no product token.
  [
    'Mozilla/5.0 (compatible; +http://tweetedtimes.com)',
    'tweetedtimes.com',
    'other',
    'tweetedtimes.com',
    'seo-tool',
  ],
  // A string that copies Googlebot's is named after its own token, not Google's.
  ['Gwene/1.0 (The gwene.org rss-to-news gateway) Googlebot', 'Gwene', 'other', 'gwene.org', 'feed-reader'],
  [
    'FreshRSS/1.11.2 (Linux; https://freshrss.org) like Googlebot',
    'FreshRSS',
    'other',
    'Unknown',
    'feed-reader',
  ],
]);
