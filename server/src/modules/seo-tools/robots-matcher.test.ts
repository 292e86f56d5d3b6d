import { describe, expect, it } from 'vitest';
import { decideRobots, matchesPath, parseRobotsTxt } from './robots-matcher';

const decide = (robotsTxt: string, tokens: string[], path = '/') =>
  decideRobots(parseRobotsTxt(robotsTxt), tokens, path);

describe('group selection', () => {
  const robots = [
    'User-agent: *',
    'Disallow: /',
    '',
    'User-agent: Googlebot',
    'Allow: /',
    'Disallow: /private/',
    '',
    'User-agent: googlebot-news',
    'Disallow: /',
  ].join('\n');

  it("takes the group of the crawler's own token, matched without regard to case", () => {
    expect(decide(robots, ['GOOGLEBOT'], '/page')).toEqual({
      allowed: true,
      group: 'googlebot',
      rule: 'Allow: /',
      line: 5,
    });
    expect(decide(robots, ['Googlebot-News'], '/page')).toMatchObject({
      allowed: false,
      group: 'googlebot-news',
    });
  });

  it('falls back to the next, less specific token, then to *', () => {
    expect(decide(robots, ['Googlebot-Image', 'Googlebot'], '/private/x')).toMatchObject({
      allowed: false,
      group: 'googlebot',
      rule: 'Disallow: /private/',
      line: 6,
    });
    expect(decide(robots, ['GPTBot'], '/page')).toMatchObject({ allowed: false, group: '*', line: 2 });
  });

  it('allows everything when no group applies, or the file is empty', () => {
    expect(decide('User-agent: Googlebot\nDisallow: /', ['GPTBot'])).toEqual({
      allowed: true,
      group: null,
      rule: null,
      line: null,
    });
    expect(decide('', ['GPTBot'])).toMatchObject({ allowed: true, group: null });
  });

  it('combines groups that name the same agent, and lets several user-agent lines share one group', () => {
    const split = [
      'User-agent: GPTBot',
      'Disallow: /a/',
      'User-agent: other',
      'Disallow: /',
      'User-agent: gptbot',
      'Disallow: /b/',
    ].join('\n');
    expect(decide(split, ['GPTBot'], '/a/1').allowed).toBe(false);
    expect(decide(split, ['GPTBot'], '/b/1').allowed).toBe(false);
    expect(decide(split, ['GPTBot'], '/c/1').allowed).toBe(true);
    const shared = 'User-agent: ClaudeBot\n\nUser-agent: GPTBot\nDisallow: /';
    expect(decide(shared, ['ClaudeBot'])).toMatchObject({ allowed: false, group: 'claudebot' });
    expect(decide(shared, ['GPTBot'])).toMatchObject({ allowed: false, group: 'gptbot' });
  });

  it('ignores rules before any user-agent, comments, unknown lines, version suffixes and empty rules', () => {
    const robots = [
      'Disallow: /orphan',
      '# User-agent: GPTBot',
      'User-agent: GPTBot/1.2 # the crawler',
      'Crawl-delay: 10',
      'Disallow:',
      'Sitemap: https://example.com/sitemap.xml',
      'Disallow: /x # no x',
    ].join('\r\n');
    expect(decide(robots, ['GPTBot'], '/orphan').allowed).toBe(true);
    expect(decide(robots, ['GPTBot'], '/')).toMatchObject({ allowed: true, group: 'gptbot', rule: null });
    expect(decide(robots, ['GPTBot'], '/x1')).toMatchObject({
      allowed: false,
      rule: 'Disallow: /x',
      line: 7,
    });
  });
});

describe('rule precedence', () => {
  it('lets the longest matching rule win, whatever the order', () => {
    const robots = 'User-agent: *\nAllow: /shop/public/\nDisallow: /shop/\n';
    expect(decide(robots, ['x'], '/shop/public/a')).toMatchObject({ allowed: true, line: 2 });
    expect(decide(robots, ['x'], '/shop/cart')).toMatchObject({ allowed: false, line: 3 });
  });

  it('lets Allow win a tie of equally long rules', () => {
    expect(decide('User-agent: *\nDisallow: /page\nAllow: /page\n', ['x'], '/page')).toMatchObject({
      allowed: true,
      line: 3,
    });
    expect(decide('User-agent: *\nAllow: /pag*\nDisallow: /page\n', ['x'], '/page').allowed).toBe(true);
  });

  it('always allows /robots.txt itself', () => {
    expect(decide('User-agent: *\nDisallow: /', ['x'], '/robots.txt').allowed).toBe(true);
  });
});

describe('patterns', () => {
  it('matches prefixes, * anywhere and a final $', () => {
    expect(matchesPath('/fish', '/fish.html')).toBe(true);
    expect(matchesPath('/fish', '/Fish')).toBe(false);
    expect(matchesPath('/*.php', '/index.php?x=1')).toBe(true);
    expect(matchesPath('/*.php$', '/index.php?x=1')).toBe(false);
    expect(matchesPath('/*.php$', '/a/b.php')).toBe(true);
    expect(matchesPath('/a*b*c', '/axxbyyc/z')).toBe(true);
    expect(matchesPath('/a*b*c', '/axxcyyb')).toBe(false);
    expect(matchesPath('*', '/')).toBe(true);
    expect(matchesPath('/$', '/')).toBe(true);
    expect(matchesPath('/$', '/a')).toBe(false);
    // A $ that is not last is an ordinary character.
    expect(matchesPath('/a$b', '/a$b')).toBe(true);
  });

  it('compares percent-encoded forms: non-ASCII encoded, escapes upper-cased, %2F kept apart from /', () => {
    const robots = 'User-agent: *\nDisallow: /café\nDisallow: /a%2fb\n';
    expect(decide(robots, ['x'], '/caf%C3%A9/menu').allowed).toBe(false);
    expect(decide(robots, ['x'], '/café').allowed).toBe(false);
    expect(decide(robots, ['x'], '/a%2Fb').allowed).toBe(false);
    expect(decide(robots, ['x'], '/a/b').allowed).toBe(true);
  });

  it('survives hostile input: lone surrogates, control characters, and many wildcards on a long path', () => {
    expect(decide('User-agent: *\nDisallow: /\uD800x\n', ['x'], '/\uD800x').allowed).toBe(false);
    expect(decide('User-agent: *\u0000\nDisallow: /\n', ['x']).allowed).toBe(true);
    const wildcards = `User-agent: *\nDisallow: /${'*a'.repeat(500)}b\n`;
    expect(decide(wildcards, ['x'], `/${'a'.repeat(2000)}`).allowed).toBe(true);
  });
});

describe("RFC 9309's own examples", () => {
  // §5.1, the simple example, as the RFC writes it (mixed case keys, no space after the colon).
  const simple = [
    'User-Agent: *',
    'Disallow: *.gif$',
    'Disallow: /example/',
    'Allow: /publications/',
    '',
    'User-Agent: foobot',
    'Disallow:/',
    'Allow:/example/page.html',
    'Allow:/example/allowed.gif',
    '',
    'User-Agent: barbot',
    'User-Agent: bazbot',
    'Disallow: /example/page.html',
    '',
    'User-Agent: quxbot',
    '',
    'EOF',
  ].join('\n');

  it('§5.1: each crawler follows its own group, one group may name several, and an empty group allows all', () => {
    expect(decide(simple, ['foobot'], '/example/page.html').allowed).toBe(true);
    expect(decide(simple, ['foobot'], '/example/allowed.gif').allowed).toBe(true);
    expect(decide(simple, ['foobot'], '/other')).toMatchObject({ allowed: false, rule: 'Disallow:/' });
    for (const bot of ['barbot', 'bazbot']) {
      expect(decide(simple, [bot], '/example/page.html').allowed).toBe(false);
      expect(decide(simple, [bot], '/example/other.gif').allowed).toBe(true);
    }
    expect(decide(simple, ['quxbot'], '/example/x.gif')).toMatchObject({ allowed: true, group: 'quxbot' });
    expect(decide(simple, ['otherbot'], '/a/b.gif').allowed).toBe(false);
    expect(decide(simple, ['otherbot'], '/example/')).toMatchObject({ allowed: false, group: '*' });
    expect(decide(simple, ['otherbot'], '/publications/2024').allowed).toBe(true);
  });

  it('§2.2.2 and §5.2: the longest match wins, and Allow wins over an equivalent Disallow', () => {
    const longest = 'User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n';
    expect(decide(longest, ['foobot'], '/example/page/disallowed.gif').allowed).toBe(false);
    expect(decide(longest, ['foobot'], '/example/page/')).toMatchObject({ allowed: true, line: 2 });
    expect(decide(longest, ['foobot'], '/example/page/other.gif').allowed).toBe(true);
    const tie = 'User-Agent: *\nDisallow: /folder/page\nAllow: /folder/page\n';
    expect(decide(tie, ['x'], '/folder/page')).toMatchObject({ allowed: true, rule: 'Allow: /folder/page' });
  });

  it('§2.2.3: * is any run of characters, a final $ ends the pattern, # starts a comment', () => {
    const special = [
      'User-Agent: *',
      'Disallow: /',
      'Allow: / # comment in line',
      'Disallow: /this/path/exactly$',
      'Disallow: /this/*/exactly',
    ].join('\n');
    expect(decide(special, ['x'], '/this/path/exactly')).toMatchObject({
      allowed: false,
      rule: 'Disallow: /this/path/exactly$',
    });
    // Past the end of the $ rule, only the * rule still matches.
    expect(decide(special, ['x'], '/this/path/exactly/more')).toMatchObject({
      allowed: false,
      rule: 'Disallow: /this/*/exactly',
    });
    expect(decide(special, ['x'], '/this/a/b/exactly').allowed).toBe(false);
    expect(decide(special, ['x'], '/this/exactly').allowed).toBe(true);
    expect(decide(special, ['x'], '/other')).toMatchObject({ allowed: true, rule: 'Allow: /' });
  });

  it('§2.2.3: a * or $ in the URI is matched by its percent-encoded form in a rule, not by the special character', () => {
    const encoded = 'User-Agent: *\nDisallow: /path/file-with-a-%2A.html\nDisallow: /path/foo-%24\n';
    expect(decide(encoded, ['x'], '/path/file-with-a-*.html').allowed).toBe(false);
    expect(decide(encoded, ['x'], '/path/file-with-a-%2a.html').allowed).toBe(false);
    expect(decide(encoded, ['x'], '/path/file-with-a-b.html').allowed).toBe(true);
    expect(decide(encoded, ['x'], '/path/foo-$').allowed).toBe(false);
    expect(decide(encoded, ['x'], '/path/foo-').allowed).toBe(true);
  });

  it('§2.2.2: paths are compared percent-encoded, with escapes of unreserved characters decoded', () => {
    const robots = [
      'User-Agent: *',
      'Disallow: /foo/bar?baz=https://foo.bar',
      'Disallow: /foo/bar/ツ',
      'Disallow: /foo/bar/%62%61%7A',
    ].join('\n');
    expect(decide(robots, ['x'], '/foo/bar?baz=https://foo.bar').allowed).toBe(false);
    expect(decide(robots, ['x'], '/foo/bar/%E3%83%84').allowed).toBe(false);
    expect(decide(robots, ['x'], '/foo/bar/%e3%83%84').allowed).toBe(false);
    expect(decide(robots, ['x'], '/foo/bar/baz').allowed).toBe(false);
    expect(decide(robots, ['x'], '/foo/bar/qux').allowed).toBe(true);
  });

  it('§2.2.1: user-agent names match without regard to case, a version suffix ignored', () => {
    const robots = 'User-agent: ExampleBot/1.1\nDisallow: /\n\nUser-agent: *\nAllow: /\n';
    for (const token of ['ExampleBot', 'examplebot', 'EXAMPLEBOT', 'ExampleBot/0.1']) {
      expect(decide(robots, [token], '/page')).toMatchObject({ allowed: false, group: 'examplebot' });
    }
    // A name is the whole product token: a longer or shorter one is another crawler.
    expect(decide(robots, ['ExampleBotNews'], '/page')).toMatchObject({ allowed: true, group: '*' });
    expect(decide(robots, ['Example'], '/page')).toMatchObject({ allowed: true, group: '*' });
  });
});
