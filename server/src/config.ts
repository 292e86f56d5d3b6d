import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type AllowedHost, parseAllowedHosts } from './lib/allowed-hosts';
import type { LanguageModelSettings } from './lib/language-model';
import { RATE_LIMITING_LEVELS, type RateLimiting } from './lib/rate-limiting';

/**
 * The one place that reads process.env. Everything else receives a Config.
 * Both server/src/config.ts and the bundled server/dist/main.js sit one folder below server/, so the
 * package root (and the migrations and web build beside it) resolve the same way in development and in
 * production.
 */
const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => (value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(value)));

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().trim().optional(),
  ADMIN_EMAIL: z.string().trim().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  PUBLIC_URL: z.string().trim().optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: logLevel.default('info'),
  TEST_DATABASE_URL: z.string().trim().optional(),
  TRUST_PROXY: z.string().trim().optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  WEB_DIST_DIR: z.string().optional(),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  AUDIT_ALLOWED_HOSTS: z.string().trim().optional(),
  RATE_LIMITING: z.enum(RATE_LIMITING_LEVELS).default('standard'),
  LLM_BASE_URL: z.string().trim().url().optional(),
  LLM_API_KEY: z.string().trim().optional(),
  LLM_MODEL: z.string().trim().optional(),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_PRICE_PRO: z.string().trim().optional(),
  STRIPE_API_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+\/?$/, 'must be http(s)://host[:port]')
    .optional(),
  SMTP_URL: z.string().trim().url().optional(),
  MAIL_FROM: z.string().trim().optional(),
  SUPPORT_EMAIL: z.string().trim().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  publicUrl: string;
  seedDemo: boolean | undefined;
  logLevel: z.infer<typeof logLevel>;
  testDatabaseUrl: string | undefined;
  /** Addresses or CIDR ranges whose X-Forwarded-For is believed; empty means the socket address is used. */
  trustProxy: string[];
  sessionTtlDays: number;
  webDistDir: string;
  migrationsDir: string;
  trackingScriptPath: string;
  /** The Support page's documentation, Markdown files of the repository (docs/user). */
  userDocsDir: string;
  /** Days raw bot hits are kept; hourly rollups outlive them. */
  retentionDays: number;
  /** The only non-public hosts the guarded fetcher may reach (tests, a self-hoster's own sites). */
  auditAllowedHosts: AllowedHost[];
  /** How hard floods are limited: the snippet and pixel per address and website, sign-in and registration. */
  rateLimiting: RateLimiting;
  /** An OpenAI-compatible chat-completions endpoint whose suggestions join the rules' (all three set), or none. */
  languageModel: LanguageModelSettings | undefined;
  /**
   * Mail: the SMTP server the outbox sends through (none: mails wait in the outbox and the log says so),
   * the From address, and where contact-form messages go (none: they are only stored).
   */
  mail: { smtpUrl: string | undefined; from: string; supportEmail: string | undefined };
  /** Stripe subscriptions (all four keys set), or none: then paying answers the spec's setup message. */
  stripe: StripeSettings | undefined;
};

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The Stripe price of the pro plan. */
  priceIdPro: string;
  /** Another API host than Stripe's (tests, stripe-mock): its protocol, host and port. */
  apiUrl: URL | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither');
  }
  let auditAllowedHosts: AllowedHost[];
  try {
    auditAllowedHosts = parseAllowedHosts(e.AUDIT_ALLOWED_HOSTS);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  const llm = [e.LLM_BASE_URL, e.LLM_API_KEY, e.LLM_MODEL];
  if (llm.some(Boolean) && !llm.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together, or none',
    );
  }
  const stripeKeys = [
    e.STRIPE_SECRET_KEY,
    e.STRIPE_PUBLISHABLE_KEY,
    e.STRIPE_WEBHOOK_SECRET,
    e.STRIPE_PRICE_PRO,
  ];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_PRO together, or none',
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  try {
    const url = new URL(publicUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw new ConfigError(`Invalid configuration: PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  }
  for (const [name, value] of [
    ['MAIL_FROM', e.MAIL_FROM],
    ['SUPPORT_EMAIL', e.SUPPORT_EMAIL],
  ] as const) {
    // Both become mail headers: a line break would start a header of its own.
    if (value && /[\r\n]/.test(value))
      throw new ConfigError(`Invalid configuration: ${name} holds a line break`);
  }
  if (e.SMTP_URL && !/^smtps?:$/.test(new URL(e.SMTP_URL).protocol)) {
    throw new ConfigError('Invalid configuration: SMTP_URL must start with smtp:// or smtps://');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    publicUrl: new URL(publicUrl).origin,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    testDatabaseUrl: e.TEST_DATABASE_URL || undefined,
    trustProxy: (e.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    sessionTtlDays: e.SESSION_TTL_DAYS,
    webDistDir: resolve(e.WEB_DIST_DIR ?? resolve(SERVER_ROOT, '../web/dist')),
    migrationsDir: resolve(SERVER_ROOT, 'src/db/migrations'),
    trackingScriptPath: resolve(SERVER_ROOT, 'src/modules/tracking/snippet/tracking-script.js'),
    userDocsDir: resolve(SERVER_ROOT, '../docs/user'),
    retentionDays: e.RETENTION_DAYS,
    auditAllowedHosts,
    rateLimiting: e.RATE_LIMITING,
    languageModel:
      e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_PRO
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceIdPro: e.STRIPE_PRICE_PRO,
            apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined,
          }
        : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `BotLens <noreply@${new URL(publicUrl).hostname}>`,
      supportEmail: e.SUPPORT_EMAIL,
    },
  };
}

/**
 * What the `botlens` command line reads from the environment (the server's own settings are in Config):
 * the ingest key, which `import-logs` takes from here to keep it out of the process list.
 */
export type CliEnv = { ingestKey?: string };

export function loadCliEnv(env: NodeJS.ProcessEnv = process.env): CliEnv {
  return { ingestKey: env.BOTLENS_INGEST_KEY || undefined };
}
