import { describe, expect, it } from 'vitest';
import { analyzeContent } from './analyze-content';

const PLAIN = [
  'Coffee Beans',
  'Many people drink coffee every day and like it a lot because it tastes good and it helps them wake up in the morning before work.',
  'There are lots of kinds of beans and they grow in lots of places around the world where the weather is warm.',
].join('\n');

const factor = (text: string, key: string) => analyzeContent(text).factors.find((f) => f.key === key);

describe('analyzeContent', () => {
  it('gives the same result for the same text', () => {
    expect(analyzeContent(PLAIN)).toEqual(analyzeContent(PLAIN));
  });

  it('scores 0 to 100 and lists every factor with its weight, measured value and basis', () => {
    const result = analyzeContent(PLAIN);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(100);
    expect(result.factors.map((f) => f.key)).toEqual([
      'answer-first',
      'statistics',
      'sources',
      'quotations',
      'question-headings',
      'definitions',
      'structure',
      'entities',
      'readability',
      'keyword-stuffing',
    ]);
    const positive = result.factors.filter((f) => f.weight > 0).reduce((sum, f) => sum + f.weight, 0);
    expect(positive).toBe(100);
    for (const f of result.factors) {
      expect(f.value).not.toBe('');
      expect(f.basis.length).toBeGreaterThan(20);
    }
  });

  it('raises the score when a sourced statistic is added', () => {
    const withStatistic = `${PLAIN}\nAccording to the International Coffee Organization, the world drank 10.1 million tonnes of coffee in 2023.`;
    expect(analyzeContent(withStatistic).score).toBeGreaterThan(analyzeContent(PLAIN).score);
    expect(factor(withStatistic, 'statistics')?.score).toBeGreaterThan(0);
    expect(factor(withStatistic, 'sources')?.score).toBeGreaterThan(0);
  });

  it('raises the score when a heading is phrased as a question', () => {
    const asked = PLAIN.replace('Coffee Beans', 'What are coffee beans?');
    expect(analyzeContent(asked).score).toBeGreaterThan(analyzeContent(PLAIN).score);
  });

  it('raises the score for a definition, a list and an attributed quotation', () => {
    const defined = `${PLAIN}\nA coffee bean is the seed of the Coffea plant, roasted before it is ground.`;
    expect(analyzeContent(defined).score).toBeGreaterThan(analyzeContent(PLAIN).score);
    const listed = `${PLAIN}\n- Arabica\n- Robusta\n- Liberica`;
    expect(analyzeContent(listed).score).toBeGreaterThan(analyzeContent(PLAIN).score);
    const quoted = `${PLAIN}\n"Roast defines the flavour more than the origin does," said James Hoffmann.`;
    expect(analyzeContent(quoted).score).toBeGreaterThan(analyzeContent(PLAIN).score);
  });

  it('lowers the score for keyword stuffing and names the sentence', () => {
    const sentence = 'Coffee coffee coffee is the best coffee for coffee lovers who love coffee.';
    const stuffed = `${PLAIN}\n${Array.from({ length: 8 }, () => sentence).join(' ')}`;
    const result = analyzeContent(stuffed);
    expect(factor(stuffed, 'keyword-stuffing')?.score).toBeGreaterThan(0);
    const issue = result.issues.find((i) => i.message.includes('keyword stuffing'));
    expect(issue?.message).toContain('"coffee"');
    expect(stuffed.slice(issue?.start, issue?.end)).toBe(issue?.text);
  });

  it('points each issue at its span by character offsets', () => {
    const question = 'Why do people love coffee so much in the morning before they go to work?';
    const figure = 'About 64 percent of adults drink coffee daily.';
    const text = `Intro\n${question} It wakes them up and tastes good to most of them.\n${figure} That is a lot of cups.`;
    const { issues } = analyzeContent(text);
    const opening = issues.find((i) => i.message.includes('opens with a question'));
    expect(opening?.text).toBe(question);
    expect(text.slice(opening?.start, opening?.end)).toBe(question);
    const unsourced = issues.find((i) => i.message.startsWith('A figure without a source'));
    expect(unsourced?.text).toBe(figure);
    expect(text.slice(unsourced?.start, unsourced?.end)).toBe(figure);
  });

  it('flags long sentences with their length', () => {
    const long = `${Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ')}.`;
    const text = `Heading\n${long} Short one here.`;
    const issue = analyzeContent(text).issues.find((i) => i.message.startsWith('A sentence of 40 words'));
    expect(issue?.text).toBe(long);
    expect(text.slice(issue?.start, issue?.end)).toBe(long);
  });

  it('recommends what is missing, most points first, and says when there is no text', () => {
    expect(analyzeContent(PLAIN).recommendations[0]).toMatch(/figures|Cite|answer/);
    expect(analyzeContent('   \n  ')).toMatchObject({ score: 0, issues: [] });
    expect(analyzeContent('').recommendations).toEqual(['Provide some text: there is nothing to analyse.']);
  });

  it('handles hostile text as text: markup, control characters, only punctuation, one huge word', () => {
    for (const text of [
      '<script>alert(1)</script><img src=x onerror=alert(1)>',
      '\u0000\u0001\u001b[31m red \u202e evil',
      '!!!???...;;;',
      'a'.repeat(100_000),
      '"'.repeat(5000),
    ]) {
      const result = analyzeContent(text);
      expect(result.score).toBeGreaterThanOrEqual(0);
      for (const issue of result.issues) expect(issue.text.length).toBeLessThanOrEqual(200);
    }
  });

  it('caps the quoted text of an issue but keeps its offsets', () => {
    const long = `${Array.from({ length: 60 }, () => 'wordy').join(' ')}.`;
    const issue = analyzeContent(`Title\n${long}`).issues[0];
    expect(issue?.text.length).toBe(200);
    expect(issue?.end).toBe(6 + long.length);
  });
});
