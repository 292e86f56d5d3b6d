import { describe, expect, it } from 'vitest';
import { topKeywords } from './content-metrics';
import { extractPageFacts } from './extract-page-facts';
import { topPhrases } from './keyword-optimization';
import { queryFanOut } from './query-fan-out';

const page = (body: string) => extractPageFacts(`<html><body>${body}</body></html>`, 'https://a.example/');

describe('topPhrases', () => {
  it('keeps repeated two-word phrases, and a three-word phrase in place of the pairs it explains', () => {
    const text =
      'privacy-first web analytics\nprivacy-first web analytics tools\nprivacy-first web analytics\nweb analytics matters';
    // The three-word phrase accounts for 3 of the 4 uses of "web analytics" and all of "privacy-first web".
    expect(topPhrases(text)).toEqual([{ keyword: 'privacy-first web analytics', count: 3 }]);
    expect(topPhrases(`${text}\nweb analytics\nweb analytics\nweb analytics`)).toEqual([
      { keyword: 'web analytics', count: 7 },
      { keyword: 'privacy-first web analytics', count: 3 },
    ]);
  });

  it('never joins words across blocks or counts a phrase seen once', () => {
    expect(topPhrases('solar panels\npanels solar\nsolar heating')).toEqual([]);
  });
});

describe('queryFanOut', () => {
  const facts = page(
    '<h1>Solar panels for homes</h1><p>Solar panels turn sunlight into electricity. Solar panels are cheap to run.</p>' +
      '<h2>How do solar panels work?</h2><p>Each step of the process is simple: cells make current and an inverter converts it.</p>' +
      '<p>Solar panels cost $4,000 for a small roof.</p>',
  );
  const result = queryFanOut(facts, topKeywords(facts.text), topPhrases(facts.text));

  it('asks about the page’s own subject and counts what it already answers', () => {
    const queries = result.relatedQueries.map((q) => q.query);
    expect(queries).toContain('what is solar panels');
    expect(queries).toContain('How do solar panels work?');
    const gaps = result.contentGaps.map((g) => g.gap);
    expect(gaps.some((gap) => gap.includes('solar panels pricing'))).toBe(false);
    expect(gaps).toContain('“solar panels reviews”: no reviews, testimonials or case studies');
  });

  it('splits search intent into whole percents that add up to 100', () => {
    expect(result.searchIntents.reduce((sum, i) => sum + i.probability, 0)).toBe(100);
    for (const intent of result.searchIntents) expect(intent.probability).toBeGreaterThan(0);
  });

  it('has nothing to fan out on a page without a subject', () => {
    const empty = page('<p>Hello there.</p>');
    const bare = queryFanOut(empty, topKeywords(empty.text), topPhrases(empty.text));
    expect(bare.relatedQueries).toEqual([]);
    expect(bare.contentGaps).toHaveLength(1);
  });
});
