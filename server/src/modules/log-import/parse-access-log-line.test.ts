import { MAX_URL_LENGTH, MAX_USER_AGENT_LENGTH } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { explainAccessLogLine, parseAccessLogLine } from './parse-access-log-line';

const TIME = '[10/Oct/2000:13:55:36 -0700]';
const line = (request: string, tail = '200 2326 "-" "Mozilla/5.0"', ip = '203.0.113.9') =>
  `${ip} - - ${TIME} "${request}" ${tail}`;
const reason = (text: string) => {
  const result = explainAccessLogLine(text);
  return result.ok ? 'ok' : result.reason;
};

describe('parseAccessLogLine', () => {
  it('reads an Apache combined line', () => {
    expect(
      parseAccessLogLine(
        '127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326 "http://www.example.com/start.html" "Mozilla/4.08 [en] (Win98; I ;Nav)"',
      ),
    ).toEqual({
      ip: '127.0.0.1',
      time: Date.parse('2000-10-10T20:55:36.000Z'),
      timestamp: '2000-10-10T20:55:36.000Z',
      method: 'GET',
      url: '/apache_pb.gif',
      protocol: 'HTTP/1.0',
      status: 200,
      bytes: 2326,
      referrer: 'http://www.example.com/start.html',
      userAgent: 'Mozilla/4.08 [en] (Win98; I ;Nav)',
    });
  });

  it('reads an Apache common line: no referrer, empty user agent', () => {
    expect(
      parseAccessLogLine(
        '127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326',
      ),
    ).toEqual({
      ip: '127.0.0.1',
      time: Date.parse('2000-10-10T20:55:36.000Z'),
      timestamp: '2000-10-10T20:55:36.000Z',
      method: 'GET',
      url: '/apache_pb.gif',
      protocol: 'HTTP/1.0',
      status: 200,
      bytes: 2326,
      userAgent: '',
    });
  });

  it('reads nginx main, ignoring $http_x_forwarded_for and other trailing fields', () => {
    const parsed = parseAccessLogLine(
      '66.249.66.1 - - [21/Mar/2025:06:25:24 +0000] "GET /blog/post?id=7&x=%20y HTTP/1.1" 304 0 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" "198.51.100.7, 10.0.0.1" rt=0.004',
    );
    expect(parsed).toMatchObject({
      ip: '66.249.66.1',
      time: Date.parse('2025-03-21T06:25:24.000Z'),
      timestamp: '2025-03-21T06:25:24.000Z',
      url: '/blog/post?id=7&x=%20y',
      status: 304,
      bytes: 0,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(parsed).not.toHaveProperty('referrer');
  });

  it('treats - as empty: referrer absent, user agent empty, size null', () => {
    expect(parseAccessLogLine(line('GET / HTTP/1.1', '200 - "-" "-"'))).toMatchObject({
      bytes: null,
      userAgent: '',
    });
    expect(parseAccessLogLine(line('GET / HTTP/1.1', '200 - "-" "-"'))).not.toHaveProperty('referrer');
  });

  it('undoes Apache escapes: \\" \\\\ \\t and \\xhh', () => {
    const parsed = parseAccessLogLine(
      line('GET /a HTTP/1.1', '200 1 "http://x/?q=\\"hi\\"" "Agent \\"quoted\\" back\\\\slash\\ttab \\x01"'),
    );
    expect(parsed?.referrer).toBe('http://x/?q="hi"');
    expect(parsed?.userAgent).toBe('Agent "quoted" back\\slash\ttab \x01');
  });

  it('undoes nginx escapes: \\x22 for a quote and UTF-8 bytes as \\xHH', () => {
    const parsed = parseAccessLogLine(
      line('GET /caf\\xC3\\xA9 HTTP/1.1', '200 1 "-" "Bot \\x22v2\\x22 \\xE2\\x80\\x99s \\xFF end"'),
    );
    expect(parsed?.url).toBe('/café');
    expect(parsed?.userAgent).toBe('Bot "v2" ’s \uFFFD end');
  });

  it('drops NUL written as \\x00 (PostgreSQL text cannot hold it)', () => {
    expect(parseAccessLogLine(line('GET / HTTP/1.1', '200 1 "-" "a\\x00b"'))?.userAgent).toBe('ab');
  });

  it('keeps an unescaped quote that is not followed by a space (Apache before 2.0.46)', () => {
    expect(parseAccessLogLine(line('GET /a"b HTTP/1.1'))?.url).toBe('/a"b');
  });

  it('reads IPv6 clients, bracketed or not', () => {
    expect(parseAccessLogLine(line('GET / HTTP/2.0', undefined, '2001:db8::1'))?.ip).toBe('2001:db8::1');
    expect(parseAccessLogLine(line('GET / HTTP/2.0', undefined, '::ffff:192.0.2.1'))?.ip).toBe(
      '::ffff:192.0.2.1',
    );
    expect(parseAccessLogLine(line('GET / HTTP/2.0', undefined, '[2001:db8::2]'))?.ip).toBe('2001:db8::2');
    expect(reason(line('GET / HTTP/2.0', undefined, 'host.example.com'))).toBe(
      'the client address is not an IP address',
    );
    // Node's isIP takes any zone; the rest of the pipeline does not, and would refuse the whole batch.
    expect(parseAccessLogLine(line('GET / HTTP/2.0', undefined, 'fe80::1%eth0'))?.ip).toBe('fe80::1%eth0');
    expect(reason(line('GET / HTTP/2.0', undefined, 'fe80::1%a-b'))).toBe(
      'the client address is not an IP address',
    );
  });

  it.each([
    ['01/Jan/1001:00:00:00 +0000', 'the time is before 1970'],
    ['31/Dec/1969:23:59:59 +0000', 'the time is before 1970'],
    ['01/Jan/1970:00:59:59 +0100', 'the time is before 1970'],
    ['01/Jan/9999:00:00:00 +0000', 'the time is in the future'],
  ])('refuses %s, which /api/collect would refuse: %s', (time, why) => {
    expect(reason(`192.0.2.1 - - [${time}] "GET / HTTP/1.1" 200 1`)).toBe(why);
  });

  it.each([
    ['10/Oct/2000:13:55:36 -0700', '2000-10-10T20:55:36.000Z'],
    ['01/Jan/2025:05:30:00 +0530', '2025-01-01T00:00:00.000Z'],
    ['01/Jan/2025:02:00:00 +0530', '2024-12-31T20:30:00.000Z'],
    ['31/Dec/2024:20:00:00 -0700', '2025-01-01T03:00:00.000Z'],
    ['29/Feb/2024:23:59:59 +0000', '2024-02-29T23:59:59.000Z'],
    ['15/Jun/2025:12:00:00 +1400', '2025-06-14T22:00:00.000Z'],
    ['01/Mar/2025:00:00:00 -0930', '2025-03-01T09:30:00.000Z'],
  ])('converts %s to %s', (time, iso) => {
    expect(parseAccessLogLine(`192.0.2.1 - - [${time}] "GET / HTTP/1.1" 200 1`)?.timestamp).toBe(iso);
  });

  it.each([
    '10/Foo/2000:13:55:36 -0700',
    '31/Feb/2025:00:00:00 +0000',
    '29/Feb/2025:00:00:00 +0000',
    '10/Oct/2000:24:00:00 -0700',
    '10/Oct/2000:13:60:00 -0700',
    '10/Oct/2000:13:55:36 0700',
    '10/Oct/2000:13:55:36 -07:00',
    '2000-10-10T13:55:36Z',
    '1O/Oct/2000:13:55:36 -0700',
  ])('refuses the time %s', (time) => {
    expect(reason(`192.0.2.1 - - [${time}] "GET / HTTP/1.1" 200 1`)).toBe(
      'the time is not dd/Mon/yyyy:HH:MM:SS ±hhmm',
    );
  });

  it('refuses a request line that is not METHOD TARGET PROTOCOL', () => {
    expect(reason(line('-', '400 0 "-" "-"'))).toBe('the request line is not METHOD TARGET PROTOCOL');
    expect(reason(line('', '400 0 "-" "-"'))).toBe('the request line is not METHOD TARGET PROTOCOL');
    expect(reason(line('GET /', '400 0 "-" "-"'))).toBe('the request line is not METHOD TARGET PROTOCOL');
    expect(reason(line('GET /a b HTTP/1.1'))).toBe('the request line is not METHOD TARGET PROTOCOL');
    expect(reason(line('\\x16\\x03\\x01\\x00\\xCA\\x01', '400 157 "-" "-"'))).toBe(
      'the request line is not METHOD TARGET PROTOCOL',
    );
    expect(reason(line('GET / SSH-2.0'))).toBe('the request protocol is not HTTP/x.y');
    expect(reason(line('G\\x01T / HTTP/1.1'))).toBe('the request method is not an HTTP method');
    expect(reason(line('AVERYVERYLONGMETHODNAME / HTTP/1.1'))).toBe(
      'the request method is not an HTTP method',
    );
  });

  it('refuses a target longer than MAX_URL_LENGTH instead of storing a cut address', () => {
    const longest = `/${'a'.repeat(MAX_URL_LENGTH - 1)}`;
    expect(parseAccessLogLine(line(`GET ${longest} HTTP/1.1`))?.url).toBe(longest);
    expect(reason(line(`GET ${longest}b HTTP/1.1`))).toBe(
      `the request target is longer than ${MAX_URL_LENGTH} characters`,
    );
    expect(reason(line(`GET /${'a'.repeat(100_000)} HTTP/1.1`))).toContain('longer than');
  });

  it('cuts a long user agent to MAX_USER_AGENT_LENGTH without splitting a surrogate pair', () => {
    const agent = `${'a'.repeat(MAX_USER_AGENT_LENGTH - 1)}😀tail`;
    const parsed = parseAccessLogLine(line('GET / HTTP/1.1', `200 1 "-" "${agent}"`));
    expect(parsed?.userAgent).toBe('a'.repeat(MAX_USER_AGENT_LENGTH - 1));
    const plain = parseAccessLogLine(line('GET / HTTP/1.1', `200 1 "-" "${'b'.repeat(5000)}"`));
    expect(plain?.userAgent).toHaveLength(MAX_USER_AGENT_LENGTH);
  });

  it('checks the status and the size', () => {
    expect(reason(line('GET / HTTP/1.1', '2000 1'))).toBe('the status is not a 3-digit HTTP status');
    expect(reason(line('GET / HTTP/1.1', '099 1'))).toBe('the status is not a 3-digit HTTP status');
    expect(reason(line('GET / HTTP/1.1', '- 1'))).toBe('the status is not a 3-digit HTTP status');
    expect(reason(line('GET / HTTP/1.1', '200 12kb'))).toBe('the size is neither a number nor -');
    expect(parseAccessLogLine(line('GET / HTTP/1.1', '499 0'))?.status).toBe(499);
  });

  it('refuses garbage, unclosed fields and a lone referrer', () => {
    for (const garbage of ['', 'hello', 'hello world', '\uFFFD\uFFFD\u0001 \uFFFD', '[]', '"""']) {
      expect(parseAccessLogLine(garbage)).toBeNull();
    }
    expect(reason('192.0.2.1 - - [10/Oct/2000:13:55:36 -0700')).toBe('the [time] field is not closed');
    expect(reason(`192.0.2.1 - - ${TIME} "GET / HTTP/1.1 200 1`)).toBe(
      'the request line is not a quoted string',
    );
    expect(reason(line('GET / HTTP/1.1', '200 1 "-"'))).toBe('the user agent is not a quoted string');
    expect(reason(line('GET / HTTP/1.1', '200 1 - -'))).toBe('the referrer is not a quoted string');
  });

  it('scans hostile lines of quotes and backslashes in one pass', () => {
    // A backtracking regex would take exponential time on these; the scanner returns at once.
    const hostile = [
      `192.0.2.1 - - ${TIME} "${'\\"'.repeat(30_000)}`,
      `192.0.2.1 - - ${TIME} "${'" '.repeat(30_000)}`,
      `192.0.2.1 - - ${TIME} "GET / HTTP/1.1" 200 1 "${'\\'.repeat(60_001)}`,
      `${' '.repeat(60_000)}x`,
    ];
    for (const text of hostile) expect(parseAccessLogLine(text)).toBeNull();
  });
});
