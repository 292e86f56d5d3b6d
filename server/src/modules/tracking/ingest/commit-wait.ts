import { QueueFullError } from './queue-errors';

// Less than the 30 s a sender's HTTP client commonly waits, so that it hears a 503 rather than a time-out.
export const DEFAULT_COMMIT_WAIT_MS = 20_000;

/** The events were not committed in time: they may still be, and a resend with the same eventIds is safe. */
export class NotStoredInTimeError extends QueueFullError {
  constructor(waitMs: number) {
    super(
      `BotLens could not store the events within ${waitMs / 1000} seconds; send them again (events with an eventId are never counted twice)`,
    );
  }
}

/** The commit, or NotStoredInTimeError once `waitMs` has passed (the write itself goes on). */
export function committedWithin<T>(committed: Promise<T>, waitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new NotStoredInTimeError(waitMs)), waitMs);
  });
  // A commit or failure after the answer has nobody to tell.
  committed.catch(() => {});
  return Promise.race([committed, late]).finally(() => clearTimeout(timer));
}
