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
    expect(queries).toContain('What are solar panels?');
    expect(queries).toContain('How do solar panels work?');
    const gaps = result.contentGaps.map((g) => g.gap);
    expect(gaps.some((gap) => gap.includes('How much do solar panels cost?'))).toBe(false);
    expect(gaps).toContain(
      '“What do customers say about solar panels?”: no reviews, testimonials or case studies',
    );
  });

  it('names the sentence that answers each answered question, and never lists it as a gap too', () => {
    const byQuery = new Map(result.relatedQueries.map((q) => [q.query, q.answer]));
    expect(byQuery.get('How much do solar panels cost?')).toBe('Solar panels cost $4,000 for a small roof.');
    expect(byQuery.get('How do solar panels work?')).toBe(
      'Each step of the process is simple: cells make current and an inverter converts it.',
    );
    const gapQueries = result.contentGaps.map((g) => /“(.*)”/.exec(g.gap)?.[1]);
    for (const { query, answer } of result.relatedQueries) {
      if (gapQueries.includes(query)) expect(answer).toBeNull();
      else
        expect(answer === null || facts.text.includes(answer as string) || answer === undefined).toBe(true);
    }
  });

  it('does not count "X is tasty" as defining X, so "What are coffee beans?" is a gap, not answered', () => {
    const coffee = page(
      '<h1>Coffee beans</h1><p>Coffee beans are tasty. We sell coffee beans from Kenya. Coffee beans ship free.</p>',
    );
    const fanOut = queryFanOut(coffee, topKeywords(coffee.text), topPhrases(coffee.text));
    const what = fanOut.relatedQueries.find((q) => q.query === 'What are coffee beans?');
    expect(what?.answer).toBeNull();
    expect(fanOut.contentGaps.map((g) => g.gap)).toContain(
      '“What are coffee beans?”: no sentence defines it',
    );
    const defined = page(
      '<h1>Coffee beans</h1><p>Coffee beans are the roasted seeds of the coffee plant. We sell coffee beans. Coffee beans ship free.</p>',
    );
    const answered = queryFanOut(defined, topKeywords(defined.text), topPhrases(defined.text));
    expect(answered.relatedQueries.find((q) => q.query === 'What are coffee beans?')?.answer).toBe(
      'Coffee beans are the roasted seeds of the coffee plant.',
    );
    expect(answered.contentGaps.some((g) => g.gap.includes('What are coffee beans?'))).toBe(false);
  });

  it('asks grammatical questions: the subject’s number, and the article the page uses', () => {
    const machine = page(
      '<h1>Espresso machine</h1><p>An espresso machine brews coffee under pressure. Our espresso machine is quiet. ' +
        'Every espresso machine we sell is tested.</p>',
    );
    const queries = queryFanOut(
      machine,
      topKeywords(machine.text),
      topPhrases(machine.text),
    ).relatedQueries.map((q) => q.query);
    expect(queries).toContain('What is an espresso machine?');
    expect(queries).toContain('How does an espresso machine work?');
    const analytics = page(
      '<h1>Web analytics</h1><p>Web analytics shows visits. Web analytics helps shops.</p>',
    );
    const asked = queryFanOut(
      analytics,
      topKeywords(analytics.text),
      topPhrases(analytics.text),
    ).relatedQueries;
    expect(asked.map((q) => q.query)).toContain('What is web analytics?');
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
