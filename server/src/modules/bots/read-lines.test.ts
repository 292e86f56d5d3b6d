import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readLines } from './read-lines';

async function collect(chunks: (string | Buffer)[], maxLength = 100): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of readLines(Readable.from(chunks, { objectMode: true }), maxLength))
    lines.push(line);
  return lines;
}

describe('readLines', () => {
  it('splits on LF and CRLF, keeps empty lines and yields a last line without a newline', async () => {
    expect(await collect(['a\r\nb\n', '\nc'])).toEqual(['a', 'b', '', 'c']);
  });

  it('joins a line split across chunks, including a multi-byte character split mid-way', async () => {
    const bytes = Buffer.from('Cốc Cốc\n', 'utf8');
    expect(await collect([bytes.subarray(0, 2), bytes.subarray(2, 5), bytes.subarray(5)])).toEqual([
      'Cốc Cốc',
    ]);
  });

  it('cuts an over-long line without buffering the rest of it', async () => {
    const huge = ['x'.repeat(50), 'y'.repeat(1_000_000), 'z'.repeat(50), '\nnext\n'];
    expect(await collect(huge, 10)).toEqual(['x'.repeat(10), 'next']);
  });

  it('yields nothing for empty input', async () => {
    expect(await collect([])).toEqual([]);
  });
});
