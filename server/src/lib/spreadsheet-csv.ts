import { type Options, stringify } from 'csv-stringify/sync';

/**
 * What a cell may begin with to be run as a formula (CSV injection): = + - @, their full-width forms (which
 * some spreadsheets read as the ASCII ones), and blanks and line breaks, which spreadsheets skip before
 * they look (" =1+2" is a formula too). OWASP's list plus those; csv-stringify's own `escape_formulas`
 * misses the blanks and line feeds, hence ours.
 */
const FORMULA_START = /^[=+\-@＝＋－＠ \t\r\n]/;

/** A cell's text, with an apostrophe before anything a spreadsheet could run, so it is shown as text. */
export function spreadsheetText(value: unknown): string {
  const text =
    typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const OPTIONS: Options = {
  record_delimiter: 'windows',
  // Any line break in a cell is quoted, a lone \r or \n too (by default only the record delimiter is).
  quote_record_delimiter: true,
  cast: {
    string: spreadsheetText,
    number: spreadsheetText,
    bigint: spreadsheetText,
    boolean: spreadsheetText,
    date: spreadsheetText,
    object: spreadsheetText,
  },
};

/**
 * RFC 4180 CSV records, safe to open in a spreadsheet: every cell goes through spreadsheetText; cells with
 * quotes, commas or line breaks are quoted; empty values (null, undefined) are empty cells; records end with
 * CRLF. A caller that streams passes a slice of its records at a time (see analytics/export-csv.ts).
 */
export function spreadsheetCsv(records: unknown[][]): string {
  return stringify(records, OPTIONS);
}
