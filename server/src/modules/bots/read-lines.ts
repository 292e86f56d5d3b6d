import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * Lines of a stream, one at a time, in constant memory: input may be millions of lines, and one line may
 * be a gigabyte of garbage. A line longer than maxLength is cut to maxLength (the rest is skipped, not
 * buffered). Accepts '\n' and '\r\n' endings; a final line without a newline is still yielded.
 */
export async function* readLines(input: Readable, maxLength: number): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let line = '';
  let overflowed = false;
  const finish = (): string => {
    const complete = line.endsWith('\r') ? line.slice(0, -1) : line;
    line = '';
    overflowed = false;
    return complete;
  };
  for await (const chunk of input) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      if (!overflowed) line += text.slice(start, end);
      yield finish().slice(0, maxLength);
      start = end + 1;
    }
    if (!overflowed) {
      line += text.slice(start);
      // Keep one character beyond the limit so a '\r' right at the cut is still recognised.
      if (line.length > maxLength + 1) {
        line = line.slice(0, maxLength + 1);
        overflowed = true;
      }
    }
  }
  line += overflowed ? '' : decoder.end();
  if (line !== '') yield finish().slice(0, maxLength);
}
