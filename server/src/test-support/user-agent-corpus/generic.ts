import { type CorpusEntry, generic } from './entries';

/** Bots isbot knows and our registry does not: named after their product token. */
export const GENERIC_BOT_AGENTS = generic([
  ['Mozilla/5.0 (compatible; AcoonBot/4.11.1; +http://www.acoon.de/robot.asp)', 'AcoonBot'],
  ['Aboundex/0.3 (http://www.aboundex.com/crawler/)', 'Aboundex'],
  ['Mozilla/5.0 (compatible; CareerBot/1.1; +http://www.career-x.de/bot.html)', 'CareerBot'],
  ['Mozilla/5.0 (compatible; MetaJobBot; http://www.metajob.de/crawler)', 'MetaJobBot'],
  ['TurnitinBot/3.0 (http://www.turnitin.com/robot/crawlerinfo.html)', 'TurnitinBot'],
  ['Mozilla/5.0 (compatible; Wappalyzer; +https://github.com/AliasIO/Wappalyzer)', 'Wappalyzer'],
  ['TinEye-bot/0.02 (see http://www.tineye.com/crawler.html)', 'TinEye-bot'],
  ['Mozilla/5.0 (compatible; MixrankBot; crawler@mixrank.com)', 'MixrankBot'],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:52.0) Gecko/20100101 Firefox/52.0 DejaClick/2.9.7.2', 'DejaClick'],
]);

export const EMPTY_AGENTS: CorpusEntry[] = ['', '-'].map((userAgent) => ({
  userAgent,
  expected: {
    isBot: true,
    type: 'other',
    name: 'Unknown (empty user agent)',
    operator: 'Unknown',
    purpose: 'unknown',
  },
}));
