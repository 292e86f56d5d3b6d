import { expect, it } from 'vitest';
import { botFactsOf, createBotDirectory } from './bot-directory';
import { directoryBody, profileBody, profileDescription, unknownBotBody } from './bot-page-html';
import type { BotDefinition } from './bot-registry';

const HOSTILE: BotDefinition = {
  name: '<script>alert(1)</script>Bot',
  pattern: /x/,
  type: 'ai_crawler',
  operator: 'Evil "Corp" & <b>Sons</b>',
  purpose: 'training',
  robotsTokens: ['"><img src=x onerror=alert(1)>'],
  docsUrl: 'https://example.com/"><script>alert(2)</script>',
};

it('escapes every registry text of a profile and links only a well-formed documentation address', () => {
  const facts = botFactsOf(HOSTILE);
  const page = profileBody(facts).value;
  expect(page).not.toMatch(/<script|<img|<b>/);
  expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;Bot');
  expect(page).toContain('Evil &quot;Corp&quot; &amp; &lt;b&gt;Sons&lt;/b&gt;');
  expect(page).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  // The URL parser percent-encodes what cannot be in an address; the attribute stays one attribute.
  expect(page).toContain('href="https://example.com/%22%3E%3Cscript%3Ealert(2)%3C/script%3E"');
  const withoutDocs = profileBody(botFactsOf({ ...HOSTILE, docsUrl: 'javascript:alert(1)' })).value;
  expect(withoutDocs).not.toContain('javascript:');
  expect(withoutDocs).toMatch(/<dt[^>]*>Documentation<\/dt><dd>Not documented<\/dd>/);
});

it('says "Not controllable by robots.txt" for an empty token list and "Not documented" without one', () => {
  expect(profileDescription(botFactsOf({ ...HOSTILE, name: 'A', robotsTokens: [] }))).toBe(
    'A: AI crawler run by Evil "Corp" & <b>Sons</b>. Purpose: AI training. robots.txt tokens: Not controllable by robots.txt.',
  );
  const undocumented = profileBody(botFactsOf({ ...HOSTILE, robotsTokens: undefined })).value;
  expect(undocumented).toMatch(/<dt[^>]*>robots.txt tokens<\/dt><dd>Not documented<\/dd>/);
});

it('escapes the directory rows and the search as typed', () => {
  const directory = createBotDirectory([HOSTILE]);
  const query = { q: '"><script>alert(3)</script>', type: 'all', purpose: 'all', page: 1 } as const;
  const body = directoryBody(query, directory.search({ ...query, q: '' }), 1).value;
  expect(body).not.toMatch(/<script|<img|<b>/);
  expect(body).toContain('value="&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;"');
  expect(body).toContain('href="/bots/script-alert-1-script-bot"');
  expect(unknownBotBody('<svg onload=alert(4)>').value).not.toContain('<svg');
});
