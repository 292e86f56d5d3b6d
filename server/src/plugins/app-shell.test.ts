import { expect, it } from 'vitest';
import { html } from '../lib/html-text';
import { type PrerenderedPage, renderIntoShell } from './app-shell';

const SHELL =
  '<!doctype html><html><head><title>BotLens</title><meta name="description" content="Old." /></head><body><div id="root"></div><script src="/a.js"></script></body></html>';

const page = (overrides: Partial<PrerenderedPage> = {}): PrerenderedPage => ({
  status: 200,
  title: 'Bot $& $1 <x>',
  description: 'Says "$\'" & more',
  canonicalPath: '/bots/a-b',
  body: html`<h1>${'$` and <b>'}</h1>`,
  ...overrides,
});

it('writes the title, description, canonical address and content into the shell, escaped and literal', () => {
  expect(renderIntoShell(SHELL, page(), 'https://botlens.example')).toBe(
    '<!doctype html><html><head><title>Bot $&amp; $1 &lt;x&gt;</title>' +
      '<meta name="description" content="Says &quot;$&#39;&quot; &amp; more" />' +
      '<link rel="canonical" href="https://botlens.example/bots/a-b" /></head>' +
      '<body><div id="root"><h1>$` and &lt;b&gt;</h1></div><script src="/a.js"></script></body></html>',
  );
});

it('marks a page without a canonical address noindex, and works on a shell without the usual parts', () => {
  const out = renderIntoShell(
    '<html><head></head><body></body></html>',
    page({ canonicalPath: null }),
    'http://x',
  );
  expect(out).toBe(
    '<html><head><title>Bot $&amp; $1 &lt;x&gt;</title><meta name="description" content="Says &quot;$&#39;&quot; &amp; more" />' +
      '<meta name="robots" content="noindex" /></head><body></body></html><div id="root"><h1>$` and &lt;b&gt;</h1></div>',
  );
});

it('adds Open Graph tags and JSON-LD that no text can break out of', () => {
  const out = renderIntoShell(
    SHELL,
    page({
      openGraph: {
        type: 'article',
        image: 'https://img.example/a.png?x=1&y="2"',
        publishedTime: '2026-01-02',
      },
      jsonLd: { '@type': 'BlogPosting', headline: '</script><script>alert(1)</script> & <!--' },
    }),
    'https://botlens.example',
  );
  expect(out).toContain('<meta property="og:type" content="article" />');
  expect(out).toContain('<meta property="og:title" content="Bot $&amp; $1 &lt;x&gt;" />');
  expect(out).toContain('<meta property="og:url" content="https://botlens.example/bots/a-b" />');
  expect(out).toContain(
    '<meta property="og:image" content="https://img.example/a.png?x=1&amp;y=&quot;2&quot;" />',
  );
  expect(out).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const script = out.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  expect(script?.[1]).not.toMatch(/[<>&]/);
  expect(JSON.parse(script?.[1] ?? '')).toEqual({
    '@type': 'BlogPosting',
    headline: '</script><script>alert(1)</script> & <!--',
  });
});
