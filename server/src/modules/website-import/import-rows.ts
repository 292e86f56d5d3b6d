import {
  IMPORT_CSV_COLUMNS,
  MAX_IMPORT_CELL_LENGTH,
  MAX_IMPORT_ROWS,
  MAX_WEBSITE_NAME_LENGTH,
  parseWebsiteHost,
} from '@botlens/contracts';
import { parse } from 'csv-parse/sync';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors';

/** One row as the file gave it, before checking: text cells, or the values of a JSON object. */
export type RawImportRow = Record<string, unknown>;

/** A row fit to become a website. */
export type ImportedWebsite = {
  domain: string;
  name: string;
  description: string | null;
  category: string | null;
  industry: string | null;
  country: string | null;
  language: string | null;
  monthlyTraffic: number | null;
  domainAuthority: number | null;
};

const MAX_INT = 2_147_483_647;
// C0 controls other than tab, line feed and carriage return, and DEL: no CSV or JSON typed by a person has
// them, every binary file does.
function hasControlCharacter(text: string, allowLineBreaks: boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x7f) return true;
    if (code >= 0x20) continue;
    if (allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}

/** Refuses text that is not what a person's CSV or JSON is: a binary file, or one decoded with the wrong encoding. */
export function assertImportText(text: string, field: 'csvData' | 'jsonData'): void {
  if (hasControlCharacter(text, true)) {
    throw new ValidationError(`${field} looks like a binary file, not text: export it as CSV or JSON`, field);
  }
  if (text.includes('\uFFFD')) {
    throw new ValidationError(
      `${field} has characters that could not be decoded: save the file as UTF-8 and try again`,
      field,
    );
  }
}

function assertRowCount(count: number): void {
  if (count > MAX_IMPORT_ROWS) {
    throw new PayloadTooLargeError(
      `An import may have at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`,
    );
  }
}

/** The CSV's data rows keyed by the spec's column names (header cells trimmed and lower-cased). */
export function parseImportCsv(csvData: string): RawImportRow[] {
  let records: string[][];
  try {
    records = parse(csvData, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: 64 * 1024,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ValidationError(`csvData is not valid CSV: ${reason}`, 'csvData');
  }
  const [header, ...rows] = records;
  const columns = (header ?? []).map((cell) => cell.trim().toLowerCase());
  if (!columns.includes('domain') || !columns.includes('name')) {
    throw new ValidationError(
      `The first CSV row must name the columns: ${IMPORT_CSV_COLUMNS.join(', ')} (domain and name are required)`,
      'csvData',
    );
  }
  assertRowCount(rows.length);
  return rows.map((cells) => {
    const row: RawImportRow = {};
    columns.forEach((column, index) => {
      if ((IMPORT_CSV_COLUMNS as readonly string[]).includes(column)) row[column] = cells[index];
    });
    return row;
  });
}

/** The JSON's `websites` list, its camelCase fields renamed to the CSV's columns. */
export function parseImportJson(jsonData: string): RawImportRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonData);
  } catch {
    throw new ValidationError('Invalid JSON: please check your JSON format', 'jsonData');
  }
  const list = (parsed as { websites?: unknown } | null)?.websites;
  if (!Array.isArray(list)) {
    throw new ValidationError('jsonData must be an object with a "websites" list', 'jsonData');
  }
  assertRowCount(list.length);
  return list.map((item) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return { notAnObject: true };
    const value = item as Record<string, unknown>;
    return {
      ...value,
      monthly_traffic: value.monthlyTraffic,
      domain_authority: value.domainAuthority,
    };
  });
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

function optionalText(
  row: RawImportRow,
  column: string,
  max: number,
  multiline = false,
): Checked<string | null> {
  const raw = row[column];
  if (raw === undefined || raw === null) return { ok: true, value: null };
  if (typeof raw !== 'string') return { ok: false, message: `${column} must be text` };
  const text = raw.trim();
  if (!text) return { ok: true, value: null };
  if (text.length > max) return { ok: false, message: `${column} must be at most ${max} characters` };
  if (hasControlCharacter(text, multiline))
    return { ok: false, message: `${column} must not contain control characters` };
  return { ok: true, value: text };
}

function optionalWholeNumber(row: RawImportRow, column: string, max: number): Checked<number | null> {
  const raw = row[column];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return { ok: true, value: null };
  }
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(text))
    return { ok: false, message: `${column} must be a whole number, not "${String(raw).slice(0, 40)}"` };
  const value = Number(text);
  if (value > max) return { ok: false, message: `${column} must be between 0 and ${max}` };
  return { ok: true, value };
}

/** The row as a website, or why it cannot be one: the same domain rules as adding a website by hand. */
export function checkImportRow(row: RawImportRow): Checked<ImportedWebsite> {
  if (row.notAnObject) return { ok: false, message: 'Each item of "websites" must be an object' };
  const rawDomain = row.domain;
  if (rawDomain === undefined || rawDomain === null || (typeof rawDomain === 'string' && !rawDomain.trim())) {
    return { ok: false, message: 'domain is required' };
  }
  const domain = typeof rawDomain === 'string' ? parseWebsiteHost(rawDomain) : null;
  if (!domain)
    return {
      ok: false,
      message: `domain "${String(rawDomain).slice(0, 80)}" is not a valid website address`,
    };
  const name = optionalText(row, 'name', MAX_WEBSITE_NAME_LENGTH);
  if (!name.ok) return name;
  if (name.value === null) return { ok: false, message: 'name is required' };
  const texts = {
    description: optionalText(row, 'description', MAX_IMPORT_CELL_LENGTH.description, true),
    category: optionalText(row, 'category', MAX_IMPORT_CELL_LENGTH.short),
    industry: optionalText(row, 'industry', MAX_IMPORT_CELL_LENGTH.short),
    country: optionalText(row, 'country', MAX_IMPORT_CELL_LENGTH.short),
    language: optionalText(row, 'language', MAX_IMPORT_CELL_LENGTH.short),
  };
  for (const checked of Object.values(texts)) if (!checked.ok) return checked;
  const monthlyTraffic = optionalWholeNumber(row, 'monthly_traffic', MAX_INT);
  if (!monthlyTraffic.ok) return monthlyTraffic;
  const domainAuthority = optionalWholeNumber(row, 'domain_authority', 100);
  if (!domainAuthority.ok) return domainAuthority;
  const text = (checked: Checked<string | null>) => (checked.ok ? checked.value : null);
  return {
    ok: true,
    value: {
      domain,
      name: name.value,
      description: text(texts.description),
      category: text(texts.category),
      industry: text(texts.industry),
      country: text(texts.country),
      language: text(texts.language),
      monthlyTraffic: monthlyTraffic.value,
      domainAuthority: domainAuthority.value,
    },
  };
}
