import { type ImportLogsAnswerLine, importLogsAnswerLine } from '@botlens/contracts';

/**
 * Reads the streamed answer of a log import (Accept: application/x-ndjson) as it grows: XMLHttpRequest's
 * responseText holds everything received so far, so each call reads the lines completed since the last.
 * A line that is not one of the contract's is reported as `unreadable` rather than skipped: a page that
 * cannot follow the import must say so, not wait forever.
 */
export type AnswerLineReader = {
  /** The complete lines of `text` not read before; text is the whole answer received so far. */
  read(text: string): Array<ImportLogsAnswerLine | 'unreadable'>;
};

export function createAnswerLineReader(): AnswerLineReader {
  let offset = 0;
  return {
    read(text) {
      const lines: Array<ImportLogsAnswerLine | 'unreadable'> = [];
      for (let end = text.indexOf('\n', offset); end >= 0; end = text.indexOf('\n', offset)) {
        const line = text.slice(offset, end).trim();
        offset = end + 1;
        if (line === '') continue;
        let json: unknown;
        try {
          json = JSON.parse(line);
        } catch {
          json = undefined;
        }
        const parsed = importLogsAnswerLine.safeParse(json);
        lines.push(parsed.success ? parsed.data : 'unreadable');
      }
      return lines;
    },
  };
}
