import { describe, expect, it } from 'vitest';
import {
  contentScoreBand,
  explanationParagraphs,
  factorResult,
  factorVariant,
  factorWeight,
} from './indexing-format';

describe('explanationParagraphs', () => {
  it('splits on blank lines, keeps single line breaks, and drops empty paragraphs', () => {
    expect(explanationParagraphs('One.\n\nTwo\nstill two.\r\n\r\n\n\nThree.\n')).toEqual([
      'One.',
      'Two\nstill two.',
      'Three.',
    ]);
    expect(explanationParagraphs('  \n\n ')).toEqual([]);
  });

  it('leaves out the paragraph shown apart, wherever it is', () => {
    expect(explanationParagraphs('Live note.\n\nAllows X.\n\nBlocks Y.', 'Live note.')).toEqual([
      'Allows X.',
      'Blocks Y.',
    ]);
    expect(explanationParagraphs('Allows X.\n\nLive note.', ' Live note. ')).toEqual(['Allows X.']);
  });

  it('keeps markup-looking text as it is, for rendering as text', () => {
    expect(explanationParagraphs('<img src=x onerror=alert(1)>')).toEqual(['<img src=x onerror=alert(1)>']);
  });
});

describe('factor points', () => {
  it('says the weight, and a penalty as one', () => {
    expect(factorWeight({ weight: 15, score: 0.5 })).toBe('15 points');
    expect(factorWeight({ weight: -20, score: 0 })).toBe('penalty of up to 20 points');
  });

  it('says what was earned, rounded to a tenth', () => {
    expect(factorResult({ weight: 15, score: 0.8 })).toBe('12 of 15 points');
    expect(factorResult({ weight: 10, score: 1 / 3 })).toBe('3.3 of 10 points');
    expect(factorResult({ weight: 10, score: 0 })).toBe('0 of 10 points');
  });

  it('says a penalty taken, or none', () => {
    expect(factorResult({ weight: -20, score: 0 })).toBe('no penalty');
    expect(factorResult({ weight: -20, score: 0.3 })).toBe('−6 points');
  });

  it('keeps an out-of-range score within the weight', () => {
    expect(factorResult({ weight: 10, score: 1.7 })).toBe('10 of 10 points');
    expect(factorResult({ weight: 10, score: Number.NaN })).toBe('0 of 10 points');
  });

  it('colours a factor met, met in part, missed, and a penalty taken or not', () => {
    expect(factorVariant({ weight: 10, score: 1 })).toBe('success');
    expect(factorVariant({ weight: 10, score: 0.4 })).toBe('warning');
    expect(factorVariant({ weight: 10, score: 0 })).toBe('danger');
    expect(factorVariant({ weight: -20, score: 0 })).toBe('success');
    expect(factorVariant({ weight: -20, score: 0.1 })).toBe('danger');
  });
});

describe('contentScoreBand', () => {
  it('names the band at its edges', () => {
    expect(contentScoreBand(100).label).toBe('Ready to be quoted');
    expect(contentScoreBand(70).label).toBe('Ready to be quoted');
    expect(contentScoreBand(69).label).toBe('Needs work');
    expect(contentScoreBand(40).label).toBe('Needs work');
    expect(contentScoreBand(39).label).toBe('Hard to quote');
    expect(contentScoreBand(0).variant).toBe('danger');
  });
});
