import { describe, expect, it } from 'vitest';
import { MAX_MARKDOWN_LINE_PREFIX, markdownField, tooDeeplyNestedLine } from './markdown';

describe('tooDeeplyNestedLine', () => {
  it('lets ordinary articles through: lists, quotes, code and rules', () => {
    const article = [
      '# Title',
      '',
      '- one',
      '  - two',
      '    1. three',
      '> quoted',
      '> > twice',
      '    indented code',
      '-'.repeat(300),
      `${' '.repeat(MAX_MARKDOWN_LINE_PREFIX)}x`,
    ].join('\n');
    expect(tooDeeplyNestedLine(article)).toBeNull();
  });

  it('names the first line nested past the limit, by indentation, quotes or list markers', () => {
    expect(tooDeeplyNestedLine(`ok\n${' '.repeat(MAX_MARKDOWN_LINE_PREFIX + 1)}x`)).toBe(2);
    expect(tooDeeplyNestedLine(`${'>'.repeat(99_000)} x`)).toBe(1);
    expect(tooDeeplyNestedLine(`a\nb\n${'- '.repeat(51)}x`)).toBe(3);
    expect(tooDeeplyNestedLine(`${'1. '.repeat(34)}x`)).toBe(1);
  });

  it('is the field’s refusal, with the line in the message', () => {
    const field = markdownField('Content', 1_000);
    expect(field.safeParse('- fine').success).toBe(true);
    const refused = field.safeParse(`x\n${'>'.repeat(200)}`);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'Content nests lists or quotes too deeply on line 2 (at most 100 characters of indentation, > and list markers)',
    );
    expect(field.safeParse('x'.repeat(1_001)).error?.issues[0]?.message).toBe(
      'Content must be at most 1,000 characters',
    );
  });
});
