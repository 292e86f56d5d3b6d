/**
 * What a cell may begin with to be run as a formula (CSV injection): = + - @, their full-width forms (which
 * some spreadsheets read as the ASCII ones), and blanks and line breaks, which spreadsheets skip before
 * they look (" =1+2" is a formula too). OWASP's list plus those.
 */
const FORMULA_START = /^[=+\-@＝＋－＠ \t\r\n]/;

/**
 * RFC 4180 CSV, safe to open in a spreadsheet: a cell that could start a formula (FORMULA_START) is prefixed
 * with an apostrophe so it is shown as text, never run; cells with quotes, commas or line breaks are quoted;
 * records end with CRLF.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
