import type { ServiceBudget, ServiceRequestStatus, ServiceTimeframe, ServiceType } from '@botlens/contracts';
import type { Database } from '../../db/client';
import { serviceRequests } from '../../db/schema';

/** What a test says about a stored request; the rest is filled with a valid submission's values. */
export type ServiceRequestFixture = {
  projectTitle: string;
  email: string;
  company?: string | null;
  serviceType?: ServiceType;
  budget?: ServiceBudget;
  timeframe?: ServiceTimeframe;
  status?: ServiceRequestStatus;
  /** How long ago it was sent; fixes the list's order. */
  minutesAgo?: number;
  deleted?: boolean;
};

/**
 * Stores a request straight in the table, as the wizard's submission would, for the administrator's tests
 * (the public submission is another module's and has its own tests). Answers its id.
 */
export async function insertServiceRequest(db: Database, fixture: ServiceRequestFixture): Promise<number> {
  const createdAt = new Date(Date.now() - (fixture.minutesAgo ?? 0) * 60_000);
  const [row] = await db
    .insert(serviceRequests)
    .values({
      serviceType: fixture.serviceType ?? 'web-development',
      projectTitle: fixture.projectTitle,
      projectDescription: `What ${fixture.projectTitle} needs, in a few sentences.`,
      budget: fixture.budget ?? '5k-15k',
      timeframe: fixture.timeframe ?? '1-month',
      firstName: 'Ada',
      lastName: 'Client',
      email: fixture.email,
      company: fixture.company ?? null,
      status: fixture.status ?? 'pending',
      createdAt,
      updatedAt: createdAt,
      deletedAt: fixture.deleted ? new Date() : null,
    })
    .returning({ id: serviceRequests.id });
  if (!row) throw new Error('no service request stored');
  return row.id;
}
