import { MAX_URL_LENGTH, MAX_USER_AGENT_LENGTH } from '@botlens/contracts';
import { eventTimeProblem } from '../../lib/event-time';
import { isoTime } from '../../lib/iso-time';
import { truncateText } from '../../lib/truncate-text';
import { isIpAddress } from '../bots/ip-ranges';
import { parseLogTimeMs } from './parse-log-time';

/**
 * One line of the Common or Combined log format (the nginx `combined`/`main` and Apache `combined`/`common`
 * defaults): `%h %l %u [%t] "%r" %>s %b "%{Referer}i" "%{User-agent}i"`, with anything after the user agent
 * (nginx's `"$http_x_forwarded_for"`, timings...) ignored.
 *
 * A hand-written scanner rather than a regex: every character is looked at a bounded number of times, so a
 * hostile line cannot make parsing slow, and the escape rules of both servers are applied in one place.
 */
export type ParsedLogLine = {
  ip: string;
  /** The instant, in milliseconds since the epoch. */
  time: number;
  /** The same instant as ISO 8601 in UTC (made when asked: the importer needs only `time`). */
  readonly timestamp: string;
  method: string;
  /** The request target as sent: a path with its query, an absolute URI (proxies) or `*`. */
  url: string;
  protocol: string;
  status: number;
  /** Response size; null for `-` (Apache writes `-` for an empty body). */
  bytes: number | null;
  referrer?: string;
  /** Empty for the Common format or `-`; cut to MAX_USER_AGENT_LENGTH. */
  userAgent: string;
};

export type LogLineParse = { ok: true; value: ParsedLogLine } | { ok: false; reason: string };

/** Parses one line; null when it is not a Common or Combined log line. */
export function parseAccessLogLine(line: string): ParsedLogLine | null {
  const result = explainAccessLogLine(line);
  return result.ok ? result.value : null;
}

// The contract's limit on a method (collectEvent.method); a longer "method" is garbage, not HTTP.
const MAX_METHOD_LENGTH = 16;
// The contract's limit on an address; also bounds how much of a garbage line we look at before giving up.
const MAX_IP_LENGTH = 64;
const SPACE = 0x20;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Like parseAccessLogLine, but says why a line was refused. */
export function explainAccessLogLine(line: string): LogLineParse {
  const cursor = new Cursor(line);
  cursor.skipSpaces();
  const hostEnd = line.indexOf(' ', cursor.pos);
  if (hostEnd < 0) return fail('no fields after the client address');
  let ip = line.slice(cursor.pos, hostEnd);
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  if (ip.length > MAX_IP_LENGTH || !isIpAddress(ip)) return fail('the client address is not an IP address');

  // %l and %u are ignored; %u is whatever the client sent, so skip straight to the time's bracket instead of
  // counting tokens.
  const timeStart = line.indexOf('[', hostEnd);
  if (timeStart < 0) return fail('no [time] field');
  const timeEnd = line.indexOf(']', timeStart);
  if (timeEnd < 0) return fail('the [time] field is not closed');
  const time = parseLogTimeMs(line.slice(timeStart + 1, timeEnd));
  if (time === null) return fail('the time is not dd/Mon/yyyy:HH:MM:SS ±hhmm');
  // The same rule as /api/collect's, which would otherwise refuse the batch and stop the import there.
  const timeProblem = eventTimeProblem(time);
  if (timeProblem) return fail(`the time ${timeProblem}`);
  cursor.pos = timeEnd + 1;

  cursor.skipSpaces();
  const request = cursor.readQuoted();
  if (request === null) return fail('the request line is not a quoted string');
  const parts = splitRequestLine(request);
  if (typeof parts === 'string') return fail(parts);

  cursor.skipSpaces();
  const statusText = cursor.readToken();
  if (!/^[1-5]\d\d$/.test(statusText)) return fail('the status is not a 3-digit HTTP status');
  cursor.skipSpaces();
  const bytesText = cursor.readToken();
  let bytes: number | null = null;
  if (bytesText !== '-') {
    if (!/^\d{1,15}$/.test(bytesText)) return fail('the size is neither a number nor -');
    bytes = Number(bytesText);
  }

  cursor.skipSpaces();
  let referrer: string | undefined;
  let userAgent = '';
  // The Common format stops here; the Combined format adds two quoted fields.
  if (!cursor.atEnd()) {
    const referrerText = cursor.readQuoted();
    if (referrerText === null) return fail('the referrer is not a quoted string');
    cursor.skipSpaces();
    const userAgentText = cursor.readQuoted();
    if (userAgentText === null) return fail('the user agent is not a quoted string');
    if (referrerText !== '-' && referrerText !== '') referrer = truncateText(referrerText, MAX_URL_LENGTH);
    if (userAgentText !== '-') userAgent = truncateText(userAgentText, MAX_USER_AGENT_LENGTH);
  }

  const value: ParsedLogLine = {
    ip,
    time,
    get timestamp() {
      return isoTime(new Date(time));
    },
    method: parts.method,
    url: parts.url,
    protocol: parts.protocol,
    status: Number(statusText),
    bytes,
    userAgent,
  };
  if (referrer !== undefined) value.referrer = referrer;
  return { ok: true, value };
}

function fail(reason: string): LogLineParse {
  return { ok: false, reason };
}

/** A position in the line; every method moves forward only, so a line is scanned in linear time. */
class Cursor {
  pos = 0;
  constructor(private readonly line: string) {}

  atEnd(): boolean {
    return this.pos >= this.line.length;
  }

  skipSpaces(): void {
    while (this.pos < this.line.length && this.line.charCodeAt(this.pos) === SPACE) this.pos++;
  }

  readToken(): string {
    const start = this.pos;
    while (this.pos < this.line.length && this.line.charCodeAt(this.pos) !== SPACE) this.pos++;
    return this.line.slice(start, this.pos);
  }

  /**
   * A "..." field. A quote closes it only when followed by a space or the end of the line, so an unescaped
   * quote written by a very old Apache (< 2.0.46) stays part of the field instead of breaking the line.
   */
  readQuoted(): string | null {
    const { line } = this;
    const end = line.length;
    if (line.charCodeAt(this.pos) !== QUOTE) return null;
    const start = ++this.pos;
    let escaped = false;
    while (this.pos < end) {
      const code = line.charCodeAt(this.pos);
      if (code === BACKSLASH) {
        escaped = true;
        this.pos += 2;
        continue;
      }
      if (code === QUOTE && (this.pos + 1 === end || line.charCodeAt(this.pos + 1) === SPACE)) {
        const raw = line.slice(start, this.pos);
        this.pos++;
        return escaped ? unescapeLogField(raw) : raw;
      }
      this.pos++;
    }
    return null;
  }
}

type RequestLine = { method: string; url: string; protocol: string };

function splitRequestLine(request: string): RequestLine | string {
  const first = request.indexOf(' ');
  const last = request.lastIndexOf(' ');
  if (first <= 0 || last === first) return 'the request line is not METHOD TARGET PROTOCOL';
  const method = request.slice(0, first);
  const url = request.slice(first + 1, last);
  const protocol = request.slice(last + 1);
  if (method.length > MAX_METHOD_LENGTH || !/^[A-Za-z][A-Za-z0-9_-]*$/.test(method)) {
    return 'the request method is not an HTTP method';
  }
  if (url.length === 0 || url.includes(' ')) return 'the request line is not METHOD TARGET PROTOCOL';
  // Truncating would store a different address than the one requested; such requests are scanners' noise.
  if (url.length > MAX_URL_LENGTH) return `the request target is longer than ${MAX_URL_LENGTH} characters`;
  if (!/^HTTP\/\d(\.\d)?$/.test(protocol)) return 'the request protocol is not HTTP/x.y';
  return { method: method.toUpperCase(), url, protocol };
}

const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', n: '\n', r: '\r', t: '\t' };
const utf8 = new TextDecoder('utf-8');

/**
 * Undoes both servers' escaping: Apache writes `\"`, `\\`, `\n`, `\t` and `\xhh`; nginx writes `\xHH` for a
 * quote, a backslash, control bytes and every byte above 0x7E. Consecutive `\xHH` are the bytes of one UTF-8
 * sequence, so they are decoded together (invalid sequences become U+FFFD). NUL is dropped: PostgreSQL text
 * cannot hold it and it carries no meaning in a URL or a user agent.
 */
export function unescapeLogField(raw: string): string {
  let out = '';
  let bytes: number[] = [];
  const flush = () => {
    if (bytes.length > 0) out += utf8.decode(Uint8Array.from(bytes));
    bytes = [];
  };
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i] as string;
    if (char !== '\\' || i + 1 >= raw.length) {
      flush();
      out += char;
      continue;
    }
    const next = raw[i + 1] as string;
    if (next === 'x' && /^[0-9A-Fa-f]{2}$/.test(raw.slice(i + 2, i + 4))) {
      const byte = Number.parseInt(raw.slice(i + 2, i + 4), 16);
      if (byte !== 0) bytes.push(byte);
      i += 3;
      continue;
    }
    flush();
    const simple = SIMPLE_ESCAPES[next];
    // An unknown escape is kept as written: it is what the server logged.
    out += simple ?? `\\${next}`;
    i += 1;
  }
  flush();
  return out;
}
