import { DrizzleQueryError } from 'drizzle-orm';
import pino, { type DestinationStream, type LevelWithSilent, type Logger, type LoggerOptions } from 'pino';

// Causes are followed this deep, as far as the database drivers' wrapping goes.
const MAX_CAUSES = 4;

/**
 * The error as it may be logged. A failed query's parameters are the request's own values (password hashes,
 * ingest keys, session tokens, visitors' addresses) and Drizzle writes them into its message; the log keeps
 * the query's text and the database's own error, never the parameters.
 */
export function withoutQueryParameters(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > MAX_CAUSES) return error;
  const cause = withoutQueryParameters(error.cause, depth + 1);
  const hasParameters = error instanceof DrizzleQueryError || 'params' in error;
  if (!hasParameters && cause === error.cause) return error;
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const copy = new Error(message, cause === undefined ? undefined : { cause });
  copy.name = error.name;
  copy.stack = error.stack?.replace(error.message, message);
  for (const [key, value] of Object.entries(error)) {
    if (!['params', 'cause', 'message', 'stack'].includes(key)) Object.assign(copy, { [key]: value });
  }
  return copy;
}

/**
 * The process's logger: pino, with errors logged without query parameters, whether under `err` or passed
 * alone (`log.error(error)`, whose message pino also copies into `msg`). A value that the database's own
 * message quotes (invalid input syntax for type integer: "…") is the database's words and stays.
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    // Stripe's secrets never reach a log line, should an object holding them (the config, its Stripe part)
    // or a webhook's signature header (request logging at debug) ever be logged.
    redact: {
      paths: [
        'secretKey',
        'webhookSecret',
        '*.secretKey',
        '*.webhookSecret',
        '*.stripe.secretKey',
        '*.stripe.webhookSecret',
        'req.headers["stripe-signature"]',
      ],
      censor: '[redacted]',
    },
    serializers: { err: (error: unknown) => pino.stdSerializers.err(withoutQueryParameters(error) as Error) },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args;
        if (first instanceof Error)
          return method.apply(this, [withoutQueryParameters(first), ...rest] as typeof args);
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
