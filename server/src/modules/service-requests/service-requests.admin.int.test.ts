import {
  type AdminServiceRequestStats,
  type AdminServiceRequestsResponse,
  SERVICE_BUDGETS,
  SERVICE_REQUEST_STATUSES,
  SERVICE_TYPES,
} from '@botlens/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { insertServiceRequest, type ServiceRequestFixture } from './service-requests.test-support';

/**
 * Thirty requests whose status, type, budget and company cycle at different periods, so every filter and
 * count below has a different answer; some titles, e-mails and companies carry LIKE's signs and mixed case.
 * Every fourth one is deleted: the list and stats must leave those out.
 */
const FIXTURES: Required<ServiceRequestFixture>[] = Array.from({ length: 30 }, (_, i) => ({
  projectTitle: [
    `Shop rebuild ${i}`,
    `SEO for 100% organic ${i}`,
    `Logo_redesign ${i}`,
    `Mobile app for Bakery ${i}`,
    `Back\\slash portal ${i}`,
  ][i % 5] as string,
  email: i % 3 === 0 ? `owner${i}@Example.org` : `client${i}@mail.test`,
  company: [null, 'ACME Corp', 'Globex 50% Off', 'Initech'][i % 4] ?? null,
  serviceType: SERVICE_TYPES[i % SERVICE_TYPES.length] as (typeof SERVICE_TYPES)[number],
  budget: SERVICE_BUDGETS[(i * 5) % SERVICE_BUDGETS.length] as (typeof SERVICE_BUDGETS)[number],
  timeframe: 'flexible',
  status: SERVICE_REQUEST_STATUSES[
    (i * 7) % SERVICE_REQUEST_STATUSES.length
  ] as (typeof SERVICE_REQUEST_STATUSES)[number],
  // Distinct ages: the oldest first in FIXTURES, the newest last.
  minutesAgo: 1_000 - i * 10,
  deleted: i % 4 === 3,
}));

const LIVE = FIXTURES.filter((f) => !f.deleted);

/** The search as the screen promises it, computed here in JavaScript: text inside title, e-mail or company. */
function matches(f: ServiceRequestFixture, search: string): boolean {
  const needle = search.toLowerCase();
  return [f.projectTitle, f.email, f.company ?? ''].some((field) => field.toLowerCase().includes(needle));
}

/** Titles newest first, as the server must order them. */
const newestFirst = (fixtures: readonly ServiceRequestFixture[]) =>
  [...fixtures].sort((a, b) => (a.minutesAgo ?? 0) - (b.minutesAgo ?? 0)).map((f) => f.projectTitle);

const countBy = <K extends string>(
  fixtures: readonly ServiceRequestFixture[],
  key: (f: ServiceRequestFixture) => K,
) => {
  const counts: Record<string, number> = {};
  for (const f of fixtures) counts[key(f)] = (counts[key(f)] ?? 0) + 1;
  return counts;
};

describeOnEachDatabase('/api/admin/service-requests: list, search, filters and stats', (get) => {
  let admin: string;
  let user: string;
  const list = async (query: Record<string, string> = {}) => {
    const response = await get().app.inject({
      method: 'GET',
      url: `/api/admin/service-requests?${new URLSearchParams(query)}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminServiceRequestsResponse>();
  };

  beforeAll(async () => {
    admin = (await signInAsAdmin(get().app, get().database.db)).cookie;
    user = (await registerAndSignIn(get().app)).cookie;
    for (const fixture of FIXTURES) await insertServiceRequest(get().database.db, fixture);
  });

  it('answers anonymous callers 401 and users 403 on every route, administrators 200', async () => {
    const urls = [
      ['GET', '/api/admin/service-requests'],
      ['GET', '/api/admin/service-requests/stats'],
      ['GET', '/api/admin/service-requests/1/history'],
      ['PATCH', '/api/admin/service-requests/1'],
      ['DELETE', '/api/admin/service-requests/1'],
      ['POST', '/api/admin/service-requests/1/restore'],
    ] as const;
    for (const [method, url] of urls) {
      const payload = method === 'PATCH' ? { status: 'pending', adminNotes: '' } : undefined;
      const anonymous = await get().app.inject({ method, url, payload });
      const asUser = await get().app.inject({ method, url, payload, headers: { cookie: user } });
      expect([method, url, anonymous.statusCode, asUser.statusCode]).toEqual([method, url, 401, 403]);
    }
    expect(
      (await get().app.inject({ method: 'GET', url: urls[0][1], headers: { cookie: admin } })).statusCode,
    ).toBe(200);
  });

  it('lists the live requests newest first, leaving out the deleted ones', async () => {
    const body = await list();
    expect(body.total).toBe(LIVE.length);
    expect(body.requests.map((r) => r.projectTitle)).toEqual(newestFirst(LIVE));
    expect(body.requests[0]).toMatchObject({ timeframe: 'flexible', firstName: 'Ada', estimatedCost: null });
  });

  it('filters by each status with the counts made from the fixtures', async () => {
    for (const status of SERVICE_REQUEST_STATUSES) {
      const expected = LIVE.filter((f) => f.status === status);
      const body = await list({ status });
      expect([status, body.total]).toEqual([status, expected.length]);
      expect(body.requests.map((r) => r.projectTitle)).toEqual(newestFirst(expected));
      expect(body.requests.every((r) => r.status === status)).toBe(true);
    }
    const refused = await get().app.inject({
      method: 'GET',
      url: '/api/admin/service-requests?status=done',
      headers: { cookie: admin },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'status' });
  });

  it('searches title, e-mail and company case-insensitively, with % _ and \\ matched as text', async () => {
    const searches = [
      'shop REBUILD', // title, another case
      'example.ORG', // e-mail
      'acme corp', // company
      '100%', // a literal percent in titles
      '50%', // a literal percent in a company
      '%', // only the rows that hold one
      '_', // only the rows that hold an underscore
      'o_r', // not "o, any sign, r" (that would match "owner")
      '\\', // a backslash in titles
      'nothing like this',
    ];
    for (const search of searches) {
      const expected = LIVE.filter((f) => matches(f, search));
      const body = await list({ search });
      expect([search, body.total]).toEqual([search, expected.length]);
      expect(body.requests.map((r) => r.projectTitle)).toEqual(newestFirst(expected));
    }
    // The rows holding a percent sign are fewer than all of them: '%' did not match everything.
    expect(LIVE.filter((f) => matches(f, '%')).length).toBeLessThan(LIVE.length);
  });

  it('combines a status with a search', async () => {
    const expected = LIVE.filter((f) => f.status === 'pending' && matches(f, 'mail.test'));
    const body = await list({ status: 'pending', search: 'mail.test' });
    expect(body.total).toBe(expected.length);
    expect(body.requests.map((r) => r.projectTitle)).toEqual(newestFirst(expected));
  });

  it('answers the stats with counts made independently from the fixtures', async () => {
    const response = await get().app.inject({
      method: 'GET',
      url: '/api/admin/service-requests/stats',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json<AdminServiceRequestStats>();
    expect({
      total: stats.total,
      pending: stats.pending,
      inProgress: stats.inProgress,
      completed: stats.completed,
    }).toEqual({
      total: LIVE.length,
      pending: LIVE.filter((f) => f.status === 'pending').length,
      inProgress: LIVE.filter((f) => f.status === 'in_progress').length,
      completed: LIVE.filter((f) => f.status === 'completed').length,
    });
    expect(stats.recent.map((r) => r.projectTitle)).toEqual(newestFirst(LIVE).slice(0, 5));
    expect(stats.serviceTypes).toEqual(countBy(LIVE, (f) => f.serviceType ?? ''));
    expect(stats.budgetRanges).toEqual(countBy(LIVE, (f) => f.budget ?? ''));
    // The maps add up to the total.
    expect(Object.values(stats.serviceTypes).reduce((a, b) => a + b, 0)).toBe(LIVE.length);
  });
});

describe('the fixtures', () => {
  it('give every status, and deleted rows of several statuses, so the filters are tested', () => {
    expect(new Set(LIVE.map((f) => f.status)).size).toBe(SERVICE_REQUEST_STATUSES.length);
    expect(new Set(FIXTURES.filter((f) => f.deleted).map((f) => f.status)).size).toBeGreaterThan(2);
  });
});
