import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox, serviceRequestHistory, serviceRequests } from '../db/schema';

/** A complete, valid wizard submission: the required fields of the three steps, nothing optional. */
export const VALID_SERVICE_REQUEST = {
  serviceType: 'web-development',
  projectTitle: 'A new shop for our bakery',
  projectDescription: 'We sell bread online and need a faster shop.\nIt should work on phones.',
  budget: '5k-15k',
  timeframe: '2-3-months',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
} as const;

/** What the submissions left behind: requests, their history and queued mails, oldest first. */
export function storedServiceRequests(db: Database) {
  return {
    requests: () => db.select().from(serviceRequests).orderBy(asc(serviceRequests.id)),
    history: () => db.select().from(serviceRequestHistory).orderBy(asc(serviceRequestHistory.id)),
    mails: () => db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
    clear: async () => {
      await db.delete(serviceRequests);
      await db.delete(mailOutbox);
    },
  };
}
