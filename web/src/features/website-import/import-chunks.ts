import { IMPORT_CHUNK_ROWS, MAX_IMPORT_TEXT_BYTES } from '@botlens/contracts';

/** One request of an import: the text to send and where its rows start in the whole file. */
export type ImportChunk = { text: string; rowOffset: number; rows: number };

/**
 * The CSV's header and its records as text, split where a line break is outside quotes (a quoted cell may
 * hold line breaks), empty lines left out as the server's parser leaves them out, so row numbers agree.
 */
export function splitCsvRecords(csv: string): { header: string; records: string[] } {
  const records: string[] = [];
  let start = 0;
  let inQuotes = false;
  const text = csv.charCodeAt(0) === 0xfeff ? csv.slice(1) : csv;
  for (let index = 0; index <= text.length; index++) {
    const char = text[index];
    if (char === '"') inQuotes = !inQuotes;
    else if ((char === '\n' && !inQuotes) || index === text.length) {
      const record = text.slice(start, index).replace(/\r$/, '');
      if (record !== '') records.push(record);
      start = index + 1;
    }
  }
  const [header = '', ...rest] = records;
  return { header, records: rest };
}

/** The CSV as requests of IMPORT_CHUNK_ROWS rows, each with the header, so the page can show progress. */
export function csvChunks(csv: string, chunkRows = IMPORT_CHUNK_ROWS): ImportChunk[] {
  const { header, records } = splitCsvRecords(csv);
  if (records.length === 0) return [{ text: csv, rowOffset: 0, rows: 0 }];
  const chunks: ImportChunk[] = [];
  for (let from = 0; from < records.length; from += chunkRows) {
    const slice = records.slice(from, from + chunkRows);
    chunks.push({ text: [header, ...slice].join('\n'), rowOffset: from, rows: slice.length });
  }
  return chunks;
}

/**
 * The JSON's websites list as requests of IMPORT_CHUNK_ROWS items; null when the text is not JSON (the
 * page says 'Invalid JSON'). A document without a websites list goes whole, for the server to explain.
 */
export function jsonChunks(json: string, chunkRows = IMPORT_CHUNK_ROWS): ImportChunk[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const list = (parsed as { websites?: unknown } | null)?.websites;
  if (!Array.isArray(list) || list.length === 0) return [{ text: json, rowOffset: 0, rows: 0 }];
  const chunks: ImportChunk[] = [];
  for (let from = 0; from < list.length; from += chunkRows) {
    const slice = list.slice(from, from + chunkRows);
    chunks.push({ text: JSON.stringify({ websites: slice }), rowOffset: from, rows: slice.length });
  }
  return chunks;
}

export type DecodedFile = { ok: true; text: string; format: 'csv' | 'json' } | { ok: false; message: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A chosen file's text. UTF-8 (with or without its byte-order mark) and UTF-16 with its mark are decoded;
 * anything else (a Latin-1 export, a spreadsheet's binary file) is refused with what to do, rather than
 * imported with garbled names. A .json file is JSON; any other is CSV (part 2, Website import).
 */
export function decodeImportFile(name: string, bytes: Uint8Array): DecodedFile {
  if (bytes.length > MAX_IMPORT_TEXT_BYTES) return { ok: false, message: 'The file is larger than 10 MB' };
  const format = name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    try {
      text = utf8.decode(bytes);
    } catch {
      return {
        ok: false,
        message: 'The file is not UTF-8 text: save it as "CSV UTF-8" (or JSON in UTF-8) and try again',
      };
    }
  }
  if (text.includes('\u0000')) return { ok: false, message: 'The file is binary, not CSV or JSON text' };
  return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, format };
}
