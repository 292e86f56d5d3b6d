import type { ImportLogsSummary } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { createAnswerLineReader } from './import-answer-lines';

const summary: ImportLogsSummary = {
  lines: 3,
  bots: 1,
  humans: 1,
  malformed: 1,
  skipped: 0,
  expired: 0,
  malformedLines: [2],
  rejected: 0,
  rejectedLines: [],
};
const progress = { type: 'progress', lines: 2, bytes: 180, committedLines: 2 } as const;

describe('createAnswerLineReader', () => {
  it('reads each complete line once, as the answer grows, and keeps a partial line for later', () => {
    const reader = createAnswerLineReader();
    const first = `${JSON.stringify(progress)}\n`;
    const last = `${JSON.stringify({ type: 'summary', summary })}\n`;
    expect(reader.read(first + last.slice(0, 10))).toEqual([progress]);
    expect(reader.read(first + last.slice(0, 10))).toEqual([]);
    expect(reader.read(first + last)).toEqual([{ type: 'summary', summary }]);
  });

  it('reports a line that is not the contract’s as unreadable', () => {
    const reader = createAnswerLineReader();
    expect(reader.read('<html>\n{"type":"progress"}\n\n')).toEqual(['unreadable', 'unreadable']);
  });
});
