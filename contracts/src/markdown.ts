import { z } from 'zod';

/**
 * How deep a line of Markdown may nest lists and quotes, counted as the characters before its text
 * (indentation, `>`, list markers). The renderer's work grows much faster than the text with nesting: 2,000
 * nested list levels (4 MB of text) took it over a minute, and 99,000 `>` overflowed its stack.
 * A hundred characters is 50 list levels or 100 quote levels, more than any article needs.
 */
export const MAX_MARKDOWN_LINE_PREFIX = 100;
const LINE_PREFIX = /^(?:[ \t>]|[*+-](?=[ \t])|\d{1,9}[.)](?=[ \t]))*/;

/** The first line (1-based) nested deeper than the renderer is allowed to go, or null. */
export function tooDeeplyNestedLine(markdown: string): number | null {
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const prefix = LINE_PREFIX.exec(lines[i] as string)?.[0] ?? '';
    if (prefix.length > MAX_MARKDOWN_LINE_PREFIX) return i + 1;
  }
  return null;
}

/** A Markdown text field: capped in length, and refused when a line nests lists or quotes too deeply. */
export function markdownField(label: string, max: number) {
  return z
    .string()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .superRefine((value, context) => {
      const line = tooDeeplyNestedLine(value);
      if (line !== null)
        context.addIssue({
          code: 'custom',
          message: `${label} nests lists or quotes too deeply on line ${line} (at most ${MAX_MARKDOWN_LINE_PREFIX} characters of indentation, > and list markers)`,
        });
    });
}
