import { describe, expect, it } from 'vitest';
import { crawlerUserAgentsRegistry } from '../../test-support/crawler-user-agents-registry';
import { BOT_REGISTRY } from './bot-registry';
import { asciiLowerCase, literalPattern, matchesLiteral } from './literal-pattern';
import { requiredLiterals } from './pattern-literals';

/** The 'v' flag, which the compiler's target does not allow in a literal. */
const UNICODE_SETS = 'v';

describe('requiredLiterals', () => {
  it.each([
    [/\bGPTBot\b/i, ['gptbot']],
    [/^WhatsApp\//, ['whatsapp/']],
    [/Mail\.RU_Bot/, ['mail.ru_bot']],
    [/[wW]get/, ['wget']],
    [/S[eE][mM]rushBot/, ['semrushbot']],
    [/\bSlackbot(?:-LinkExpanding)?\b/i, ['slackbot']],
    [/\bPinterestbot\b|^Pinterest\/0\./i, ['pinterestbot', 'pinterest/0.']],
    [/\bGoogle-?Agent\b/i, ['google']],
    [/Ahrefs(Bot|SiteAudit)/, ['ahrefs']],
    [/\bSogou[ -][\w -]{0,12}spider\b/i, ['spider']],
    [/(?<!cu)bots?x/, ['bot']],
    [/abc+def/, ['abc']],
    [/(?<name>acme)-(?:fetch|grab)er/, ['acme']],
    [/x{2}yzw/, ['yzw']],
    [/a{1,1000000000000000000000000}bcd/, ['bcd']],
    [/foo{bar}/, ['foo{bar}']],
  ])('reads %s as needing one of %j', (pattern, literals) => {
    expect(requiredLiterals(pattern)).toEqual(literals);
  });

  it.each([
    [/^\w{2}\//, 'only classes and anchors'],
    [/ab|cdef/, 'a branch too short to file'],
    [/(?:abcd)?xy/, 'an optional group'],
    [/\x41B|\u0041C/, 'escapes that spell letters'],
    [/(?<x>ab)\k<x>cd/, 'a named back-reference'],
    [new RegExp('[\\p{L}]+abcd', UNICODE_SETS), 'the v flag'],
    [/ab(?=cdef)/, 'text only a lookahead needs'],
  ])('gives up on %s (%s)', (pattern) => {
    expect(requiredLiterals(pattern)).toBeUndefined();
  });

  // That the literals are sound (every match holds one) is proved in registry-index.test.ts.
  it('reads literals of at least three lower-case characters from every pattern we know', () => {
    const patterns = [
      ...BOT_REGISTRY.map((bot) => bot.pattern),
      ...crawlerUserAgentsRegistry().map((bot) => bot.pattern),
    ];
    for (const pattern of patterns) {
      const literals = requiredLiterals(pattern);
      expect(
        literals?.every((literal) => literal.length >= 3 && literal === literal.toLowerCase()) ?? true,
      ).toBe(true);
    }
  });
});

describe('literalPattern and matchesLiteral', () => {
  const cases: [RegExp, string[]][] = [
    [/\bGPTBot\b/i, ['GPTBot/1.0', 'xGPTBot', 'GPTBot_', 'a-gptbot-b', 'GPTBOT', 'GPTBotGPTBot GPTBot', '']],
    [/^curl/, ['curl/8', 'Curl/8', ' curl', 'curlcurl']],
    [/node$/i, ['node', 'my-node', 'NODE ', 'nodenode']],
    [/^node$/, ['node', 'node ', 'nodes']],
    [/Mail\.RU_Bot/, ['Mail.RU_Bot/2.0', 'mail.ru_bot', 'MailXRU_Bot']],
    [/\b\/bot\b/i, ['a/bot', 'a /bot', '/bot', 'x/botx']],
    [/\bK\b/i, ['K', '\u212a', 'k', 'ok k']],
    [/stuff/i, ['\u017ftuff', 'STUFF', 'İstuff', 'st\u0130uff']],
  ];

  it.each(cases)('answers %s exactly as the regular expression does', (pattern, strings) => {
    const literal = literalPattern(pattern);
    expect(literal).toBeDefined();
    if (!literal) return;
    for (const text of strings) {
      const subject = literal.ignoreCase ? asciiLowerCase(text) : text;
      expect(matchesLiteral(literal, subject), JSON.stringify(text)).toBe(pattern.test(text));
    }
  });

  it.each([/\bGPT.?Bot\b/, /Bot\d/, /\bGPTBot\b/iu, /a|b/, /(?:x)/, /\u0041bc/, /Bot\B/, /^$/])(
    'leaves %s to the regular expression',
    (pattern) => {
      expect(literalPattern(pattern)).toBeUndefined();
    },
  );
});
