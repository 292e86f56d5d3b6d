import { describe, expect, it } from 'vitest';
import { extractPageFacts } from './extract-page-facts';

const PAGE = `<!doctype html>
<html lang="en-GB"><head>
<title>  Acme   Widgets &amp; Gadgets </title>
<meta name="description" content="Hand-made widgets since 1999.">
<meta name="viewport" content="width=device-width">
<meta name="robots" content="index, FOLLOW">
<link rel="canonical" href="/home">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Acme"},{"@type":["FAQPage"],"mainEntity":[{"@type":"Question"}]}]}</script>
<script type="application/ld+json">{ not json</script>
<style>body { color: red }</style>
</head><body>
<h1>Widgets for <em>everyone</em></h1>
<p>What is a widget? A small useful thing.</p>
<h2>How to choose?</h2><h3>Size</h3><h4>Tiny</h4>
<div itemscope itemtype="https://schema.org/HowTo"><span>Step one</span></div>
<a href="/about">About</a> <a href="https://acme.example/shop">Shop</a> <a href="https://other.example/">Other</a>
<a href="mailto:x@acme.example">Mail</a> <a href="javascript:alert(1)">JS</a>
<img src="a.png" alt="A widget"><img src="b.png" alt=""><img src="c.png">
<script>document.write('<h1>not text</h1>')</script>
<template><p>hidden template</p></template>
</body></html>`;

describe('page facts', () => {
  it('reads meta data, headings, text, links, images and structured data', () => {
    const facts = extractPageFacts(PAGE, 'https://acme.example/');
    expect(facts).toMatchObject({
      title: 'Acme Widgets & Gadgets',
      description: 'Hand-made widgets since 1999.',
      canonicalUrl: 'https://acme.example/home',
      language: 'en-GB',
      hasViewport: true,
      robotsMeta: 'index, follow',
      headings: { h1: ['Widgets for everyone'], h2: ['How to choose?'], h3: 1, h4to6: 1 },
      links: { internal: 2, external: 1 },
      images: { total: 3, withAlt: 1 },
      schemaTypes: ['FAQPage', 'HowTo', 'Organization', 'Question'],
      invalidJsonLd: 1,
    });
    expect(facts.text).toContain('\nWhat is a widget? A small useful thing.\n');
    expect(facts.text).not.toMatch(/color: red|not text|hidden template|Acme Widgets/);
    expect(facts.wordCount).toBe(facts.text.split(/[ \n]/).length);
  });

  it('survives an empty page, garbage and unclosed tags', () => {
    expect(extractPageFacts('', 'https://a.example/')).toMatchObject({
      title: null,
      wordCount: 0,
      schemaTypes: [],
    });
    const garbage = extractPageFacts('\u0000\u00ff<<<>>><h1>Open <p>never closed', 'https://a.example/');
    expect(garbage.headings.h1).toEqual(['Open never closed']);
    expect(garbage.wordCount).toBeGreaterThan(0);
  });

  it('caps what it keeps from a huge page', () => {
    const huge = `<html><body>${'<h1>word</h1><p>lorem ipsum </p>'.repeat(60_000)}</body></html>`;
    const facts = extractPageFacts(huge, 'https://a.example/');
    expect(facts.text.length).toBeLessThanOrEqual(200_000);
    expect(facts.headings.h1).toHaveLength(50);
  });
});
