import { describe, expect, it } from 'vitest';
import { contentMetrics, topKeywords } from './content-metrics';
import { extractPageFacts } from './extract-page-facts';

const page = (body: string) => extractPageFacts(`<html><body>${body}</body></html>`, 'https://a.example/');

describe('content metrics', () => {
  it('computes each metric from the page', () => {
    const facts = page(`
      <h1>Widgets</h1>
      <h2>What is a widget?</h2><p>A widget is a small tool. It helps you. Why buy one?</p>
      <h2>Pricing</h2><h3>Plans</h3><p>The API costs 5 dollars. Internationalization is included.</p>
      <a href="/a">a</a><a href="/b">b</a><img alt="x"><img>`);
    const metrics = contentMetrics(facts);
    expect(metrics).toMatchObject({
      wordCount: facts.wordCount,
      internalLinks: 2,
      altTextRatio: 0.5,
      contentStructureScore: 100,
    });
    // 10 sentences (each heading is one; the two links read "ab"), 2 of them questions.
    expect(metrics.questionDensity).toBe(0.2);
    // API, 5 and Internationalization are technical, out of 28 words.
    expect(facts.wordCount).toBe(28);
    expect(metrics.technicalTermDensity).toBe(0.107);
    expect(metrics.readabilityScore).toBeGreaterThan(50);
    expect(metrics.semanticRichness).toBeGreaterThan(50);
  });

  it('gives zeros, not errors, for an empty page, and full alt ratio without images', () => {
    expect(contentMetrics(page(''))).toEqual({
      wordCount: 0,
      readabilityScore: 0,
      internalLinks: 0,
      altTextRatio: 1,
      technicalTermDensity: 0,
      questionDensity: 0,
      contentStructureScore: 0,
      semanticRichness: 0,
    });
  });

  it('scores hard text as less readable and repetition as less rich', () => {
    const easy = contentMetrics(
      page('<p>The cat sat on the mat. The dog ran to the cat. We like the sun.</p>'),
    );
    const hard = contentMetrics(
      page(
        '<p>Notwithstanding considerable organizational heterogeneity, interdisciplinary collaboration necessitates institutionalized communication.</p>',
      ),
    );
    expect(easy.readabilityScore).toBeGreaterThan(hard.readabilityScore);
    const repeated = contentMetrics(page(`<p>${'widget '.repeat(50)}</p>`));
    expect(repeated.semanticRichness).toBe(2);
  });

  it('ranks content words, not function words or numbers', () => {
    expect(
      topKeywords("The widget's price. Widgets and widget tools: the widget 2024 and tools.", 3),
    ).toEqual([
      { keyword: 'widget', count: 3 },
      { keyword: 'tools', count: 2 },
      { keyword: 'price', count: 1 },
    ]);
  });
});
