import { expect, it } from 'vitest';
import { registerAndSignIn } from '../../test-support/accounts';
import { healthGapsDuring, RESPONSIVE_WITHIN_MS } from '../../test-support/responsiveness';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';
import { MAX_LINE_BYTES } from './read-log-lines';

const PREFIX = '66.249.66.1 - - [20/Nov/2026:10:00:00 +0000] "GET /';
/** A line of `body` repeated to just under the longest line the reader takes. */
const longLine = (build: (filler: string) => string, unit: string) => {
  const filler = unit.repeat(Math.floor((MAX_LINE_BYTES - 400) / unit.length));
  return build(filler);
};

// The scanner's worst cases: escapes in every field, a user agent of 60 KB, a request that never ends.
const LINES = [
  longLine((f) => `${PREFIX}${f} HTTP/1.1" 200 5 "-" "Googlebot"`, '\\"'),
  longLine((f) => `${PREFIX}a HTTP/1.1" 200 5 "${f}" "Googlebot"`, '\\\\'),
  longLine((f) => `${PREFIX}a HTTP/1.1" 200 5 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; ${f})"`, '(a; '),
  longLine((f) => `${PREFIX}${f}`, '" '),
  longLine((f) => `${f}`, '[20/Nov/2026:10:00:00 +0000] '),
];

describeOnEachDatabase('access-log upload of worst-case lines', (get) => {
  it('reads 10 MB of the longest, most escaped lines in bounded time, the server answering meanwhile', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const log = `${Array.from({ length: 30 }, () => LINES.join('\n')).join('\n')}\n`;
    expect(log.length).toBeGreaterThan(9_000_000);
    const { result, longestGapMs } = await healthGapsDuring(get().app, () =>
      get().app.inject({
        method: 'POST',
        url: `/api/websites/${site.id}/import-logs`,
        headers: { cookie, 'content-type': 'application/octet-stream' },
        payload: log,
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ lines: 150 });
    expect(longestGapMs).toBeLessThan(RESPONSIVE_WITHIN_MS);
  });
});
