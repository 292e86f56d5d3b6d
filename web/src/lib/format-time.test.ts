import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from './format-time';

// ICU versions differ on the space before AM (a narrow no-break space or a plain one).
const shown = (...args: Parameters<typeof formatLocalDateTime>) =>
  formatLocalDateTime(...args)?.replace(/\s/g, ' ');

describe('a server time shown to the viewer', () => {
  it("is in the viewer's zone and their language's format, not the raw ISO text", () => {
    const at = '2026-11-27T05:43:05.120Z';
    expect(shown(at, { locale: 'en-US', timeZone: 'America/New_York' })).toBe('Nov 27, 2026, 12:43:05 AM');
    expect(shown(at, { locale: 'en-GB', timeZone: 'Europe/Paris' })).toBe('27 Nov 2026, 06:43:05');
    expect(shown(at, { locale: 'de-DE', timeZone: 'Asia/Tokyo' })).toBe('27.11.2026, 14:43:05');
  });

  it('is null for text that is not a time', () => {
    expect(formatLocalDateTime('yesterday')).toBe(null);
  });
});
