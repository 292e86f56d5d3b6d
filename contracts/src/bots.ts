import { z } from 'zod';
import { BOT_PURPOSES, BOT_TYPES, type BotPurpose, type BotType } from './bot-vocabulary';
import { idParam } from './common';

export { BOT_PURPOSES, BOT_TYPES, type BotPurpose, type BotType } from './bot-vocabulary';

export const botType = z.enum(BOT_TYPES);

/** What classifyUserAgent says of one user agent. For a person, isBot is false and the rest is null. */
export type BotClassification =
  | { isBot: true; type: BotType; name: string; operator: string; purpose: BotPurpose }
  | { isBot: false; type: null; name: null; operator: null; purpose: null };

/**
 * verified: the address is in the operator's published ranges or passes forward-confirmed reverse DNS;
 * spoofed: the operator publishes how to check and the hit fails that check;
 * unverifiable: the operator publishes nothing to check against (or the check could not run).
 */
export const VERIFICATIONS = ['verified', 'spoofed', 'unverifiable'] as const;
export type Verification = (typeof VERIFICATIONS)[number];

/**
 * A bot's address in the directory (`/bots/<slug>`): its name in lower case, every run of characters other
 * than letters and digits turned into one dash. 'Claude-SearchBot' → 'claude-searchbot',
 * 'Google Web Preview' → 'google-web-preview'.
 */
export function botSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The directory's bot types, its purposes and a page of it: what `/bots` and `GET /api/bots` take. */
export const BOT_DIRECTORY_PAGE_SIZE = 50;
export const MAX_BOT_SEARCH_CHARS = 100;
// More pages than the registry will ever fill: a larger number is a made-up address, not a page.
const MAX_DIRECTORY_PAGE = 1000;

export const botDirectoryQuery = z.object({
  q: z
    .string({ error: 'q must be text' })
    .max(MAX_BOT_SEARCH_CHARS, `q must be at most ${MAX_BOT_SEARCH_CHARS} characters`)
    .transform((value) => value.trim())
    .default(''),
  type: z
    .enum(['all', ...BOT_TYPES], { error: `type must be one of: all, ${BOT_TYPES.join(', ')}` })
    .default('all'),
  purpose: z
    .enum(['all', ...BOT_PURPOSES], { error: `purpose must be one of: all, ${BOT_PURPOSES.join(', ')}` })
    .default('all'),
  page: z
    .string({ error: 'page must be a whole number' })
    .regex(/^\d{1,4}$/, { error: 'page must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'page must be at least 1')
        .max(MAX_DIRECTORY_PAGE, `page must be at most ${MAX_DIRECTORY_PAGE}`),
    )
    .default(1),
});
export type BotDirectoryQuery = z.output<typeof botDirectoryQuery>;

/**
 * How a claim to be the bot is checked, as the server says it: against the operator's published address
 * lists, by forward-confirmed reverse DNS, both (ranges first), or not at all (the operator publishes nothing).
 */
export const BOT_VERIFICATION_METHODS = [
  'ip-ranges',
  'reverse-dns',
  'ip-ranges-and-reverse-dns',
  'none',
] as const;
export type BotVerificationKind = (typeof BOT_VERIFICATION_METHODS)[number];

/** A known bot's facts as its directory page shows them. Every string is registry text: render it as text. */
export const botFacts = z.object({
  slug: z.string(),
  name: z.string(),
  operator: z.string(),
  type: botType,
  purpose: z.enum(BOT_PURPOSES),
  /** Its robots.txt tokens; [] when robots.txt cannot address it; null when not documented. */
  robotsTokens: z.array(z.string()).nullable(),
  /** An http(s) address only; null when none is known. */
  docsUrl: z.string().nullable(),
  verification: z.object({
    method: z.enum(BOT_VERIFICATION_METHODS),
    /** For reverse DNS: the host name endings a genuine hit's address resolves to. */
    reverseDnsSuffixes: z.array(z.string()),
  }),
});
export type BotFacts = z.infer<typeof botFacts>;

export const botDirectoryEntry = botFacts.pick({
  slug: true,
  name: true,
  operator: true,
  type: true,
  purpose: true,
  robotsTokens: true,
});
export type BotDirectoryEntry = z.infer<typeof botDirectoryEntry>;

export const botDirectoryPage = z.object({
  bots: z.array(botDirectoryEntry),
  /** How many bots match, across all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type BotDirectoryPage = z.infer<typeof botDirectoryPage>;

export const botSlugParam = z.object({
  slug: z
    .string()
    .max(100, 'slug must be at most 100 characters')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be lower-case letters and digits joined by dashes'),
});
export const websiteBotParams = idParam.extend(botSlugParam.shape);

/**
 * The site data of a bot profile: the last 7, 30 or 90 days, the same hour-aligned window as the analytics
 * screens' ranges, so a bot's figures here equal its row in Bot Analytics.
 */
export const BOT_SITE_DAYS = ['7', '30', '90'] as const;
export const botSiteQuery = z.object({
  days: z.enum(BOT_SITE_DAYS, { error: 'days must be one of: 7, 30, 90' }).default('30').transform(Number),
});

export const botSiteData = z.object({
  /** The names its hits carry on this site (one, unless several names share the address). */
  names: z.array(z.string()),
  days: z.number().int(),
  /** Page views in the window, and how they were verified. */
  hits: z.number(),
  verified: z.number(),
  unverifiable: z.number(),
  spoofed: z.number(),
  /** Its first and last page views on this site, ever; null when it never came. */
  firstSeen: z.string().nullable(),
  lastSeen: z.string().nullable(),
  /** Page views per UTC day of the window, every day present (the first and last only in part). */
  series: z.array(z.object({ day: z.string(), hits: z.number() })),
  /** Its most viewed pages in the window, most first. */
  topPages: z.array(z.object({ path: z.string(), hits: z.number() })),
});
export type BotSiteData = z.infer<typeof botSiteData>;

/**
 * Whether the site's robots.txt, fetched now, lets the bot read the home page (RFC 9309). `fetched`: a 2xx
 * answer, judged per token; `missing`: 4xx, so everything is allowed; `server-error`: 5xx, so a crawler must
 * assume nothing is; `unreachable`: no answer (message says why); `not-controllable`: the operator documents no
 * token, nothing was fetched.
 */
export const ROBOTS_ACCESS_STATES = [
  'fetched',
  'missing',
  'server-error',
  'unreachable',
  'not-controllable',
] as const;
export const robotsAccess = z.object({
  state: z.enum(ROBOTS_ACCESS_STATES),
  robotsUrl: z.string(),
  httpStatus: z.number().int().nullable(),
  message: z.string().nullable(),
  /** The path judged. */
  path: z.string(),
  /**
   * One verdict per documented token, or one for `*` when the bot's tokens are not documented. `group` is
   * the User-agent the deciding group was chosen by, null when no group applies.
   */
  verdicts: z.array(
    z.object({
      token: z.string(),
      allowed: z.boolean(),
      group: z.string().nullable(),
      rule: z.string().nullable(),
      line: z.number().int().nullable(),
    }),
  ),
});
export type RobotsAccess = z.infer<typeof robotsAccess>;

/** One bot's type and purpose in words, the same on the server-rendered pages and in the app. */
export const BOT_TYPE_NAMES: Record<BotType, string> = {
  search_engine: 'Search engine',
  ai_crawler: 'AI crawler',
  social_media: 'Social media',
  other: 'Other',
};

export const BOT_PURPOSE_NAMES: Record<BotPurpose, string> = {
  training: 'AI training',
  search: 'Search',
  'user-triggered': 'User-triggered',
  preview: 'Link preview',
  monitoring: 'Monitoring',
  'seo-tool': 'SEO tool',
  archiving: 'Archiving',
  security: 'Security',
  advertising: 'Advertising',
  'feed-reader': 'Feed reader',
  'http-library': 'HTTP library',
  'headless-browser': 'Headless browser',
  unknown: 'Unknown',
};

export const BOT_VERIFICATION_NAMES: Record<BotVerificationKind, string> = {
  'ip-ranges': "Checked against the operator's published IP ranges",
  'reverse-dns': 'Checked by reverse DNS (forward-confirmed)',
  'ip-ranges-and-reverse-dns': "Checked against the operator's published IP ranges, then by reverse DNS",
  none: 'Cannot be verified: the operator publishes no IP ranges or host names',
};

/** What a profile says of a bot's robots.txt tokens when there is no list to show. */
export const ROBOTS_TOKENS_NONE = 'Not controllable by robots.txt';
export const ROBOTS_TOKENS_UNKNOWN = 'Not documented';
