import { describe, expect, it } from 'vitest';
import { outlineOf } from './text-outline';

describe('outlineOf', () => {
  it('tells headings, list items, table rows and paragraphs apart', () => {
    const text = [
      '# Coffee',
      'Plain heading',
      'A paragraph that says more than the line before it does.',
      '- first',
      '2. second',
      '| a | b |',
    ].join('\n');
    expect(outlineOf(text).map((block) => block.kind)).toEqual([
      'heading',
      'heading',
      'paragraph',
      'list-item',
      'list-item',
      'table-row',
    ]);
  });

  it('splits sentences but not at abbreviations, initials or decimals, with exact offsets', () => {
    const text = '  Dr. Smith roasts 3.5 kg, e.g. Arabica. J. Doe agrees! Does it work? Yes';
    const [paragraph] = outlineOf(text);
    const sentences = paragraph?.sentences ?? [];
    expect(sentences.map((s) => s.text)).toEqual([
      'Dr. Smith roasts 3.5 kg, e.g. Arabica.',
      'J. Doe agrees!',
      'Does it work?',
      'Yes',
    ]);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('keeps offsets across Windows line ends and blank lines', () => {
    const text = 'Title\r\n\r\n  Second line has more words in it.\r\n';
    const blocks = outlineOf(text);
    for (const block of blocks) expect(text.slice(block.start, block.end)).toBe(block.text);
  });
});
