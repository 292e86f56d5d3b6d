/** No room for the hits (503): the queue is full, or closed for a shutdown. */
export class QueueFullError extends Error {
  constructor(message = 'BotLens is busy storing events; retry shortly') {
    super(message);
  }
}

export const RESTARTING = 'BotLens is restarting; retry shortly';
export const CANNOT_WRITE =
  'BotLens cannot store events right now (the database refuses writes); retry shortly';

/** The hits were handed over at shutdown, unconfirmed (saved to the spool, or left to their sender). */
export class QueueSpooledError extends QueueFullError {
  constructor() {
    super(RESTARTING);
  }
}
