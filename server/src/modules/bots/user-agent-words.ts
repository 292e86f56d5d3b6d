/**
 * A user agent cut into words, with where each stands: which parenthesised group and which segment
 * (between ';' or ',') it belongs to. Anything that is not a word character of some kind separates words,
 * including control characters; quotes and angle brackets too, so markup never reaches a name.
 */
export type UserAgentWord = {
  text: string;
  /** 0 outside parentheses; each '(' or '[' opens a new group. */
  group: number;
  /** Each ';', ',', bracket or quote starts a new segment. */
  segment: number;
};

export type UserAgentWords = {
  words: UserAgentWord[];
  /**
   * Groups that describe a platform ('(Linux; Android 14; Pixel 8)'): their words are mostly devices and
   * locales. A group that says 'compatible' lists products instead, whatever platform it also names.
   */
  platformGroups: ReadonlySet<number>;
  /** How many words each segment holds. */
  segmentSizes: ReadonlyMap<number, number>;
  /** Segments right after a 'compatible' one, where '(compatible; Name/1.0; …)' names the product. */
  afterCompatible: ReadonlySet<number>;
};

enum Kind {
  Word = 0,
  /** Whitespace, control characters, '+' (a space in query strings) and '\\'. */
  Separator = 1,
  /** ';', ',', quotes, angle and curly brackets, '|': a new segment. */
  Segment = 2,
  Open = 3,
  Close = 4,
}

const ASCII_KINDS = new Uint8Array(128);
for (let code = 0; code <= 0x20; code++) ASCII_KINDS[code] = Kind.Separator;
for (const sign of '+\\\x7f') ASCII_KINDS[sign.charCodeAt(0)] = Kind.Separator;
for (const sign of ';,{}<>"|') ASCII_KINDS[sign.charCodeAt(0)] = Kind.Segment;
for (const sign of '([') ASCII_KINDS[sign.charCodeAt(0)] = Kind.Open;
for (const sign of ')]') ASCII_KINDS[sign.charCodeAt(0)] = Kind.Close;

/** Unicode whitespace and C1 controls separate words too; any other character belongs to one. */
function kindOf(code: number): Kind {
  if (code < 128) return ASCII_KINDS[code] as Kind;
  if (code <= 0xa0 || code === 0x1680 || code === 0x3000 || code === 0xfeff) return Kind.Separator;
  if ((code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029) return Kind.Separator;
  return code === 0x202f || code === 0x205f ? Kind.Separator : Kind.Word;
}

const PLATFORM_WORDS = new Set([
  'windows',
  'linux',
  'android',
  'macintosh',
  'iphone',
  'ipad',
  'ipod',
  'x11',
  'cros',
  'blackberry',
  'symbianos',
]);

export function userAgentWords(userAgent: string): UserAgentWords {
  const words: UserAgentWord[] = [];
  const platformGroups = new Set<number>();
  const afterCompatible = new Set<number>();
  const compatibleGroups = new Set<number>();
  const segmentSizes = new Map<number, number>();
  let groups = 0;
  let group = 0;
  let segment = 0;
  let compatibleSegment = -1;
  let wordStart = -1;
  for (let i = 0; i <= userAgent.length; i++) {
    const kind = i < userAgent.length ? kindOf(userAgent.charCodeAt(i)) : Kind.Separator;
    if (kind === Kind.Word) {
      if (wordStart < 0) wordStart = i;
      continue;
    }
    if (wordStart >= 0) {
      const text = userAgent.slice(wordStart, i);
      const lower = text.length <= 10 ? text.toLowerCase() : '';
      if (group > 0 && PLATFORM_WORDS.has(lower)) platformGroups.add(group);
      if (lower === 'compatible') {
        compatibleSegment = segment;
        compatibleGroups.add(group);
      } else if (segment === compatibleSegment + 1 && group > 0) afterCompatible.add(segment);
      words.push({ text, group, segment });
      segmentSizes.set(segment, (segmentSizes.get(segment) ?? 0) + 1);
      wordStart = -1;
    }
    if (kind === Kind.Separator) continue;
    if (kind === Kind.Open) group = ++groups;
    else if (kind === Kind.Close) group = 0;
    segment++;
  }
  for (const group of compatibleGroups) platformGroups.delete(group);
  return { words, platformGroups, afterCompatible, segmentSizes };
}

/**
 * Only the words of the segment around one position (between the nearest ';', ',', bracket or quote on
 * either side), and where that segment ends: reading one segment is enough where the name is known to be
 * in it. The words carry segment and group 0.
 */
export function segmentAround(userAgent: string, index: number): { words: UserAgentWord[]; end: number } {
  let start = index;
  while (start > 0 && isInSegment(userAgent.charCodeAt(start - 1))) start--;
  let end = index;
  while (end < userAgent.length && isInSegment(userAgent.charCodeAt(end))) end++;
  const words: UserAgentWord[] = [];
  let wordStart = -1;
  for (let i = start; i <= end; i++) {
    if (i < end && kindOf(userAgent.charCodeAt(i)) === Kind.Word) {
      if (wordStart < 0) wordStart = i;
    } else if (wordStart >= 0) {
      words.push({ text: userAgent.slice(wordStart, i), group: 0, segment: 0 });
      wordStart = -1;
    }
  }
  return { words, end };
}

const isInSegment = (code: number) => {
  const kind = kindOf(code);
  return kind === Kind.Word || kind === Kind.Separator;
};
