import { expect, it } from 'vitest';
import { productLlmsTxt, productRobotsTxt } from './product-crawl-files';

it('lets every crawler read the public pages, keeps the private ones out and names the sitemap', () => {
  const robots = productRobotsTxt('https://botlens.example');
  expect(robots).toMatch(/^# .*\nUser-agent: \*\n/);
  for (const path of ['/api/', '/admin', '/dashboard', '/share/', '/audit/'])
    expect(robots).toContain(`\nDisallow: ${path}\n`);
  for (const open of ['/blog', '/bots', '/pricing', '/request-service'])
    expect(robots).not.toContain(`Disallow: ${open}`);
  expect(robots.trimEnd().split('\n').at(-1)).toBe('Sitemap: https://botlens.example/sitemap.xml');
});

it('lists the pages and the articles in llms.txt, a hostile title kept inside its link', () => {
  const llms = productLlmsTxt('https://botlens.example', [
    { slug: 'robots-txt-vs-llms-txt', title: 'robots.txt vs llms.txt', excerpt: 'Two files.' },
    { slug: 'x', title: 'Evil](https://evil.example)\n# Heading', excerpt: 'line\n## two' },
  ]);
  expect(llms.startsWith('# BotLens\n\n> ')).toBe(true);
  expect(llms).toContain(
    '- [robots.txt vs llms.txt](https://botlens.example/blog/robots-txt-vs-llms-txt): Two files.',
  );
  expect(llms).toContain(
    '- [Evil\\](https://evil.example) # Heading](https://botlens.example/blog/x): line ## two',
  );
  expect(llms.split('\n').filter((line) => line.startsWith('#'))).toEqual([
    '# BotLens',
    '## Pages',
    '## Articles',
  ]);
});
