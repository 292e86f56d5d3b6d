import { describe, expect, it } from 'vitest';
import { progressLabel, progressPercent, skippedSummary, validationVerdict } from './llms-txt-format';

describe('progressLabel and progressPercent', () => {
  it('reads the sitemap before the number of pages is known: a pulsing bar', () => {
    expect(progressLabel({ pagesTotal: 0, pagesDone: 0 })).toBe('Reading the sitemap…');
    expect(progressPercent({ pagesTotal: 0, pagesDone: 0 })).toBeNull();
  });

  it('counts the page being read, never past the last one', () => {
    expect(progressLabel({ pagesTotal: 200, pagesDone: 0 })).toBe('Reading page 1 of 200');
    expect(progressLabel({ pagesTotal: 200, pagesDone: 41 })).toBe('Reading page 42 of 200');
    expect(progressLabel({ pagesTotal: 200, pagesDone: 200 })).toBe('Writing the file from 200 pages…');
    expect(progressLabel({ pagesTotal: 1, pagesDone: 1 })).toBe('Writing the file from 1 page…');
    expect(progressPercent({ pagesTotal: 200, pagesDone: 50 })).toBe(25);
    expect(progressPercent({ pagesTotal: 3, pagesDone: 9 })).toBe(100);
  });
});

describe('validationVerdict', () => {
  const validation = { valid: true, errors: [], warnings: [], errorCount: 0, warningCount: 0 };
  it('says valid, valid with warnings, or how many errors', () => {
    expect(validationVerdict(validation)).toEqual({
      tone: 'success',
      title: 'Valid llms.txt: it follows the llmstxt.org format',
    });
    expect(validationVerdict({ ...validation, warningCount: 1 })).toEqual({
      tone: 'warning',
      title: 'Valid llms.txt, with 1 warning',
    });
    expect(validationVerdict({ ...validation, valid: false, errorCount: 2 })).toEqual({
      tone: 'danger',
      title: 'The file breaks the llms.txt format: 2 errors',
    });
  });

  it('counts the listed issues when the answer carries no counts', () => {
    const issue = { line: 3, message: 'Section "Docs" has no links' };
    const { errorCount: _e, warningCount: _w, ...withoutCounts } = validation;
    expect(validationVerdict({ ...withoutCounts, warnings: [issue, issue] }).title).toBe(
      'Valid llms.txt, with 2 warnings',
    );
  });
});

describe('skippedSummary', () => {
  it('counts in words', () => {
    expect(skippedSummary(1)).toBe('1 page was skipped');
    expect(skippedSummary(4)).toBe('4 pages were skipped');
  });
});
