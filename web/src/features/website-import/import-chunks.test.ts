import { describe, expect, it } from 'vitest';
import { csvChunks, decodeImportFile, jsonChunks, splitCsvRecords } from './import-chunks';

describe('splitCsvRecords', () => {
  it('splits at line breaks outside quotes and leaves out empty lines', () => {
    const csv = 'domain,name\r\na.com,"Line one\nline two"\r\n\r\nb.com,"He said ""hi"""\n';
    expect(splitCsvRecords(csv)).toEqual({
      header: 'domain,name',
      records: ['a.com,"Line one\nline two"', 'b.com,"He said ""hi"""'],
    });
  });
});

describe('csvChunks', () => {
  it('gives every chunk the header and the offset of its first row', () => {
    const csv = ['domain,name', 'a.com,A', 'b.com,B', 'c.com,C'].join('\n');
    expect(csvChunks(csv, 2)).toEqual([
      { text: 'domain,name\na.com,A\nb.com,B', rowOffset: 0, rows: 2 },
      { text: 'domain,name\nc.com,C', rowOffset: 2, rows: 1 },
    ]);
  });
});

describe('jsonChunks', () => {
  it('splits the websites list, and answers null for text that is not JSON', () => {
    const json = JSON.stringify({
      websites: [{ domain: 'a.com' }, { domain: 'b.com' }, { domain: 'c.com' }],
    });
    expect(jsonChunks(json, 2)?.map((chunk) => [chunk.rowOffset, chunk.rows])).toEqual([
      [0, 2],
      [2, 1],
    ]);
    expect(jsonChunks('{"websites": [')).toBeNull();
    expect(jsonChunks('{"sites": []}')).toEqual([{ text: '{"sites": []}', rowOffset: 0, rows: 0 }]);
  });
});

describe('decodeImportFile', () => {
  const csv = 'domain,name\ncafé.example.com,Café';
  it('decodes UTF-8 with or without its mark, and UTF-16 with its mark', () => {
    const utf8 = new TextEncoder().encode(csv);
    expect(decodeImportFile('list.csv', utf8)).toEqual({ ok: true, text: csv, format: 'csv' });
    expect(decodeImportFile('list.CSV', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toMatchObject({
      text: csv,
    });
    const utf16 = new Uint8Array(2 + csv.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < csv.length; i++) utf16[2 + i * 2] = csv.charCodeAt(i);
    expect(decodeImportFile('list.txt', utf16)).toEqual({ ok: true, text: csv, format: 'csv' });
    expect(decodeImportFile('list.json', new TextEncoder().encode('{}'))).toMatchObject({ format: 'json' });
  });

  it('refuses Latin-1 and binary files with what to do', () => {
    const latin1 = Uint8Array.from('domain,name\ncafe.com,Caf\u00e9', (char) => char.charCodeAt(0));
    expect(decodeImportFile('list.csv', latin1)).toEqual({
      ok: false,
      message: 'The file is not UTF-8 text: save it as "CSV UTF-8" (or JSON in UTF-8) and try again',
    });
    expect(decodeImportFile('list.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toEqual({
      ok: false,
      message: 'The file is binary, not CSV or JSON text',
    });
  });
});
