import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test-support/test-databases';
import { createLogger } from './logger';

const SECRET = 'bl_ingest_secret_0123456789';

/** What the logger wrote, one parsed JSON object a line. */
function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

describe.each(testDatabases())('a failed query in the log, on $name', ({ open }) => {
  it("keeps the query's text and the database's error, never its parameters", async () => {
    const handle = await open();
    try {
      const error = await handle.db
        .execute(sql`select ${SECRET}::text as key, 1 / 0 as boom`)
        .catch((caught: unknown) => caught);
      expect(String((error as Error).message)).toContain(SECRET);
      const { logger, lines } = capturingLogger();
      logger.error({ err: error }, 'request failed');
      logger.error({ err: new Error('outer', { cause: error }) }, 'wrapped');
      logger.error(error as Error);
      expect(lines).toHaveLength(3);
      for (const line of lines) expect(line).not.toContain(SECRET);
      const [first] = lines.map((line) => JSON.parse(line));
      expect(first.err.message).toContain('Failed query: select $1::text as key, 1 / 0 as boom');
      expect(JSON.stringify(first.err)).toContain('division by zero');
      expect(first.err.stack).toContain('Failed query');
    } finally {
      await handle.close();
    }
  });
});

describe('Stripe secrets in the log', () => {
  it('are redacted wherever an object holding them is logged', () => {
    const { logger, lines } = capturingLogger();
    const stripe = {
      secretKey: 'sk_live_do_not_log',
      webhookSecret: 'whsec_do_not_log',
      publishableKey: 'pk_ok',
    };
    logger.info({ config: { stripe } }, 'config');
    logger.info({ stripe }, 'settings');
    logger.info({ req: { headers: { 'stripe-signature': 't=1,v1=abc' } } }, 'request');
    const text = lines.join('');
    expect(text).not.toMatch(/do_not_log|v1=abc/);
    expect(text).toContain('pk_ok');
    expect(text).toContain('[redacted]');
  });
});
