import { describe, expect, it } from 'vitest';
import { pdfSafe } from './audit-pdf';

describe('pdfSafe', () => {
  it('keeps what the standard fonts can show and marks the rest', () => {
    expect(pdfSafe('Café – “quoted” … 5 €')).toBe('Café – “quoted” … 5 €');
    expect(pdfSafe('漢字 🤖 ok')).toBe('?? ? ok');
  });

  it('drops control characters but keeps line breaks', () => {
    expect(pdfSafe('a\u0000b\u0007c\u0085d\ne\tf')).toBe('abcd\nef');
  });
});
