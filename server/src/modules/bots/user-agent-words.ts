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
  platformGroups: Set<number>;
  /** How many words each segment holds. */
  segmentSizes: Map<number, number>;
  /** Segments right after a 'compatible' one, where '(compatible; Name/1.0; …)' names the product. */
  afterCompatible: Set<number>;
};

/** Words, structural signs, and runs of separators (whitespace, control characters, '+', '\'). */
const PIECE = /([^\s\p{Cc};,()[\]{}<>"|+\\]+)|([;,()[\]{}<>"|])|[\s\p{Cc}+\\]+/gu;

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
  PIECE.lastIndex = 0;
  for (let piece = PIECE.exec(userAgent); piece !== null; piece = PIECE.exec(userAgent)) {
    const [, word, sign] = piece;
    if (word !== undefined) {
      const lower = word.toLowerCase();
      if (group > 0 && PLATFORM_WORDS.has(lower)) platformGroups.add(group);
      if (lower === 'compatible') {
        compatibleSegment = segment;
        compatibleGroups.add(group);
      } else if (segment === compatibleSegment + 1 && group > 0) afterCompatible.add(segment);
      words.push({ text: word, group, segment });
      segmentSizes.set(segment, (segmentSizes.get(segment) ?? 0) + 1);
    } else if (sign !== undefined) {
      if (sign === '(' || sign === '[') group = ++groups;
      else if (sign === ')' || sign === ']') group = 0;
      segment++;
    }
  }
  for (const group of compatibleGroups) platformGroups.delete(group);
  return { words, platformGroups, afterCompatible, segmentSizes };
}
