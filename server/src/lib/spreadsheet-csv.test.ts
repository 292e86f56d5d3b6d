import { describe, expect, it } from 'vitest';
import { spreadsheetCsv } from './spreadsheet-csv';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
    ['\nLF', `"'\nLF"`],
    // Spreadsheets skip leading blanks before they look for a formula.
    [' =1+2', "' =1+2"],
    ['  @SUM(A1)', "'  @SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    [' plain', "' plain"],
    // Full-width forms, which some spreadsheets read as their ASCII counterparts.
    ['＝HYPERLINK("http://evil")', `"'＝HYPERLINK(""http://evil"")"`],
    ['＋1', "'＋1"],
    ['－2', "'－2"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['a=b', 'a=b'],
    ['1-2', '1-2'],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
  ])('%j -> %s', (input, output) => {
    expect(spreadsheetCsv([[input]])).toBe(`${output}\r\n`);
  });

  it('writes numbers, dates, empty values and CRLF records', () => {
    expect(spreadsheetCsv([[1, null, new Date('2026-01-02T03:04:05Z'), undefined]])).toBe(
      '1,,2026-01-02T03:04:05.000Z,\r\n',
    );
  });

  it('neutralises numbers that read as formulas, and writes several records', () => {
    expect(
      spreadsheetCsv([
        [-1, 'a'],
        ['', 2],
      ]),
    ).toBe("'-1,a\r\n,2\r\n");
  });
});
