/**
 * RFC 4180 CSV, safe to open in a spreadsheet: a cell that begins with = + - @ tab or carriage return is
 * prefixed with an apostrophe so it is shown as text, never run as a formula (CSV injection); cells with
 * quotes, commas or line breaks are quoted; records end with CRLF.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
