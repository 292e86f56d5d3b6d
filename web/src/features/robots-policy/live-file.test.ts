import { describe, expect, it } from 'vitest';
import { liveFileSentence } from './live-file';

const fetchedAt = '2026-11-27T10:00:00Z';

describe('liveFileSentence', () => {
  it("says what crawlers make of the site's /robots.txt, in RFC 9309's terms", () => {
    expect(liveFileSentence({ outcome: 'ok', httpStatus: 200, fetchedAt, robotsTxt: 'User-agent: *' })).toBe(
      'The live robots.txt (HTTP 200) is merged in: its other rules are kept.',
    );
    expect(liveFileSentence({ outcome: 'missing', httpStatus: 404, fetchedAt, robotsTxt: '' })).toBe(
      'The site serves no robots.txt (HTTP 404): crawlers read that as "allow everything".',
    );
    expect(liveFileSentence({ outcome: 'unreachable', httpStatus: null, fetchedAt, robotsTxt: '' })).toBe(
      'The live robots.txt was unreachable: crawlers read that as "disallow everything" until it answers.',
    );
    expect(liveFileSentence(null)).toBe(
      'The live robots.txt could not be fetched: the outputs are the policy alone.',
    );
  });
});
