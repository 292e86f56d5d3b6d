import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.logLevel).toBe('info');
    expect(config.admin).toBeUndefined();
    expect(config.trustProxy).toEqual([]);
    expect(config.rateLimiting).toBe('standard');
  });

  it('reads RATE_LIMITING and names the levels when it is none of them', () => {
    expect(loadConfig({ RATE_LIMITING: 'strict' }).rateLimiting).toBe('strict');
    expect(loadConfig({ RATE_LIMITING: 'disabled' }).rateLimiting).toBe('disabled');
    expect(() => loadConfig({ RATE_LIMITING: 'off' })).toThrow(
      /RATE_LIMITING: .*"disabled"\|"standard"\|"strict"/,
    );
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/botlens',
      DATABASE_URL: 'postgres://localhost/botlens',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'AdminPass1',
      PUBLIC_URL: 'https://botlens.example/some/path',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'debug',
      TEST_DATABASE_URL: 'postgres://localhost/test',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
      LLM_BASE_URL: 'http://127.0.0.1:8000/v1',
      LLM_API_KEY: 'sk-local',
      LLM_MODEL: 'small-model',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_PRO: 'price_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/botlens',
      databaseUrl: 'postgres://localhost/botlens',
      admin: { email: 'admin@example.com', password: 'AdminPass1' },
      publicUrl: 'https://botlens.example',
      seedDemo: false,
      logLevel: 'debug',
      testDatabaseUrl: 'postgres://localhost/test',
      trustProxy: ['10.0.0.1', '10.0.0.0/8'],
      languageModel: { baseUrl: 'http://127.0.0.1:8000/v1', apiKey: 'sk-local', model: 'small-model' },
      stripe: {
        secretKey: 'sk_test_1',
        publishableKey: 'pk_test_1',
        webhookSecret: 'whsec_1',
        priceIdPro: 'price_1',
        apiUrl: new URL('http://127.0.0.1:12111'),
      },
    });
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PUBLIC_URL: 'ftp://example.com' }, /PUBLIC_URL/],
    [{ ADMIN_EMAIL: 'admin@example.com' }, /ADMIN_EMAIL and ADMIN_PASSWORD/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ LLM_BASE_URL: 'http://127.0.0.1:8000/v1' }, /LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together/],
    [{ LLM_BASE_URL: 'not a url', LLM_API_KEY: 'k', LLM_MODEL: 'm' }, /LLM_BASE_URL/],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1' },
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and/,
    ],
    [{ STRIPE_API_URL: 'localhost:12111' }, /STRIPE_API_URL/],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the mail settings, with a From of the public host by default, and refuses unsafe ones', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://botlens.example' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'BotLens <noreply@botlens.example>',
      supportEmail: undefined,
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://u:p@mail.example:465',
        MAIL_FROM: 'Bot <b@x.example>',
        SUPPORT_EMAIL: 's@x.example',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://u:p@mail.example:465',
      from: 'Bot <b@x.example>',
      supportEmail: 's@x.example',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    );
    expect(() => loadConfig({ MAIL_FROM: 'a@x.example\nBcc: v@x.example' })).toThrow(
      'MAIL_FROM holds a line break',
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'a@x.example\r\nBcc: v@x.example' })).toThrow(
      'SUPPORT_EMAIL holds a line break',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 5000, databaseUrl: undefined });
  });
});
