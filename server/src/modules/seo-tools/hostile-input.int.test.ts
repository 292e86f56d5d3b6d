import { MAX_LLMS_TXT_CHARS, MAX_ROBOTS_TXT_CHARS } from '@botlens/contracts';
import { expect, it } from 'vitest';
import { healthGapsDuring, RESPONSIVE_WITHIN_MS } from '../../test-support/responsiveness';
import { describeOnEachDatabase } from '../../test-support/test-app';

/** Repeats `unit` to fill `chars` characters, less a margin for the lines around it. */
const fill = (unit: string, chars: number) => unit.repeat(Math.floor((chars - 200) / unit.length));

// Each of these is the worst of its kind found so far for the parser or matcher it feeds.
const robotsCases: Array<[string, string, string, number]> = [
  // The matcher tracks every prefix a * may cover: rules × path length, refused before matching.
  [
    'wildcard rules against a long URL',
    `User-agent: *\n${fill('Disallow: /*a*a*a*a*a*a*a*a*a\n', MAX_ROBOTS_TXT_CHARS)}`,
    `/${'a'.repeat(2000)}`,
    400,
  ],
  [
    'one group named by every line',
    `${fill('User-agent: a\n', MAX_ROBOTS_TXT_CHARS)}Disallow: /\n`,
    '/x',
    200,
  ],
  ['a group per rule', fill('User-agent: a\nDisallow: /x\n', MAX_ROBOTS_TXT_CHARS), '/x', 200],
  [
    'end anchors',
    `User-agent: *\n${fill(`Disallow: /${'a'.repeat(500)}$\n`, MAX_ROBOTS_TXT_CHARS)}`,
    `/${'a'.repeat(2000)}`,
    200,
  ],
  ['one endless line', `User-agent: *\nDisallow: /${'%'.repeat(MAX_ROBOTS_TXT_CHARS - 100)}`, '/x', 200],
];

const llmsCases: Array<[string, string]> = [
  ['nested brackets', fill(`# T\n## S\n- [${'['.repeat(100)}](${'('.repeat(100)}\n`, MAX_LLMS_TXT_CHARS)],
  ['one link of balanced parentheses', `# T\n- [a](${fill('(a)', MAX_LLMS_TXT_CHARS)}\n`],
  ['a title of blanks', `# T\n- [a](b${fill(' \t', MAX_LLMS_TXT_CHARS)}x\n`],
  ['quotes without end', `# T\n- [a](b) "${fill('"', MAX_LLMS_TXT_CHARS)}\n`],
  ['a heading closed by hashes', `# T${fill(' #', MAX_LLMS_TXT_CHARS)}x\n`],
  ['every line a repeated section', `# T\n${fill('## S\n', MAX_LLMS_TXT_CHARS)}`],
];

describeOnEachDatabase('robots.txt and llms.txt tools on worst-case input', (get) => {
  const post = (url: string, payload: object) => () =>
    get().app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.9' });

  it.each(robotsCases)(
    'tests a robots.txt of %s within a bound, the server answering meanwhile',
    async (_name, robotsTxt, url, status) => {
      expect(robotsTxt.length).toBeLessThanOrEqual(MAX_ROBOTS_TXT_CHARS);
      const { result, longestGapMs } = await healthGapsDuring(
        get().app,
        post('/api/tools/robots-test', { robotsTxt, userAgent: 'a', url }),
      );
      expect(result.statusCode).toBe(status);
      if (status === 400) expect(result.json()).toMatchObject({ field: 'robotsTxt' });
      expect(longestGapMs).toBeLessThan(RESPONSIVE_WITHIN_MS);
    },
  );

  it.each(llmsCases)(
    'validates an llms.txt of %s within a bound, the server answering meanwhile',
    async (_name, text) => {
      expect(text.length).toBeLessThanOrEqual(MAX_LLMS_TXT_CHARS);
      const { result, longestGapMs } = await healthGapsDuring(
        get().app,
        post('/api/tools/llms-txt/validate', { text }),
      );
      expect(result.statusCode).toBe(200);
      expect(longestGapMs).toBeLessThan(RESPONSIVE_WITHIN_MS);
    },
  );
});
