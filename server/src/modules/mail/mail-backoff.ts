/** How the outbox retries a mail the SMTP server did not take. */
export const MAIL_RETRY = {
  firstDelayMs: 60_000,
  maxDelayMs: 6 * 3_600_000,
  /** After this many attempts the mail is marked failed (about 20 hours of trying). */
  maxAttempts: 12,
};

/** The wait after the `attempts`-th failed attempt: 1 minute, doubled each time, capped at 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY.maxDelayMs, MAIL_RETRY.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}
