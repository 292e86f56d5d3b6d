import {
  SERVICE_BUDGETS,
  SERVICE_COMMUNICATIONS,
  SERVICE_PRIORITIES,
  SERVICE_TIMEFRAMES,
  SERVICE_TYPES,
} from '@botlens/contracts';
import { beforeEach, expect, it } from 'vitest';
import { storedServiceRequests, VALID_SERVICE_REQUEST } from '../../test-support/service-request-submissions';
import { describeOnEachDatabase } from '../../test-support/test-app';

const V = VALID_SERVICE_REQUEST;
const without = (field: keyof typeof V) => {
  const { [field]: _left, ...rest } = V;
  return rest;
};

/** [what, body, status, message, field]: each step's rules as the server applies them to the whole request. */
const REFUSALS: Array<[string, unknown, number, string, string | undefined]> = [
  // Step 1: service type, title and description required; requirements optional but capped.
  ['no service type', without('serviceType'), 400, 'Service type is required', 'serviceType'],
  ['an empty service type', { ...V, serviceType: '' }, 400, 'Service type is required', 'serviceType'],
  [
    'an unknown service type',
    { ...V, serviceType: 'plumbing' },
    400,
    'Service type must be one of: web-development, seo',
    'serviceType',
  ],
  ['no project title', without('projectTitle'), 400, 'Project title is required', 'projectTitle'],
  ['a blank project title', { ...V, projectTitle: '   ' }, 400, 'Project title is required', 'projectTitle'],
  [
    'a title of two lines',
    { ...V, projectTitle: 'Shop\r\nBcc: x@example.com' },
    400,
    'Project title must be a single line',
    'projectTitle',
  ],
  [
    'a title with a line separator',
    { ...V, projectTitle: 'Shop\u2028Bcc' },
    400,
    'Project title must be a single line',
    'projectTitle',
  ],
  [
    'a title over 200 characters',
    { ...V, projectTitle: 't'.repeat(201) },
    400,
    'Project title must be at most 200 characters',
    'projectTitle',
  ],
  [
    'no project description',
    without('projectDescription'),
    400,
    'Project description is required',
    'projectDescription',
  ],
  [
    'a blank project description',
    { ...V, projectDescription: '\n \n' },
    400,
    'Project description is required',
    'projectDescription',
  ],
  [
    'a description over 5,000 characters',
    { ...V, projectDescription: 'd'.repeat(5_001) },
    400,
    'Project description must be at most 5,000 characters',
    'projectDescription',
  ],
  [
    'requirements over 5,000 characters',
    { ...V, specificRequirements: 'r'.repeat(5_001) },
    400,
    'Specific requirements must be at most 5,000 characters',
    'specificRequirements',
  ],
  // Step 2: budget and timeframe required; the rest from the lists, or defaulted.
  ['no budget', without('budget'), 400, 'Budget is required', 'budget'],
  ['an unknown budget', { ...V, budget: '1m' }, 400, 'Budget must be one of: under-5k', 'budget'],
  ['no timeframe', without('timeframe'), 400, 'Timeframe is required', 'timeframe'],
  [
    'an unknown timeframe',
    { ...V, timeframe: 'yesterday' },
    400,
    'Timeframe must be one of: asap',
    'timeframe',
  ],
  [
    'an unknown priority',
    { ...V, priority: 'urgent' },
    400,
    'Priority must be one of: low, medium, high',
    'priority',
  ],
  ['hosting as a word', { ...V, needsHosting: 'yes' }, 400, 'needsHosting must be a boolean', 'needsHosting'],
  // Step 3: first and last name and e-mail required; the optional contact details checked.
  ['no first name', without('firstName'), 400, 'First name is required', 'firstName'],
  [
    'a first name of two lines',
    { ...V, firstName: 'Ada\nBcc: x@example.com' },
    400,
    'First name must be a single line',
    'firstName',
  ],
  [
    'a first name over 100 characters',
    { ...V, firstName: 'a'.repeat(101) },
    400,
    'First name must be at most 100 characters',
    'firstName',
  ],
  ['no last name', without('lastName'), 400, 'Last name is required', 'lastName'],
  [
    'a last name of two lines',
    { ...V, lastName: 'Love\rlace' },
    400,
    'Last name must be a single line',
    'lastName',
  ],
  ['no email', without('email'), 400, 'Email is required', 'email'],
  ['a blank email', { ...V, email: ' ' }, 400, 'Email is required', 'email'],
  ['a bad email', { ...V, email: 'ada-at-example' }, 400, 'Please enter a valid email address', 'email'],
  [
    'header injection in the email',
    { ...V, email: 'ada@example.com\r\nBcc: victim@example.com' },
    400,
    'Please enter a valid email address',
    'email',
  ],
  [
    'an email over 254 characters',
    { ...V, email: `${'a'.repeat(250)}@example.com` },
    400,
    'Email must be at most 254 characters',
    'email',
  ],
  [
    'a company over 200 characters',
    { ...V, company: 'c'.repeat(201) },
    400,
    'Company must be at most 200 characters',
    'company',
  ],
  ['a phone with letters', { ...V, phone: 'call me' }, 400, 'Phone may hold only digits', 'phone'],
  [
    'a phone over 40 characters',
    { ...V, phone: '1'.repeat(41) },
    400,
    'Phone must be at most 40 characters',
    'phone',
  ],
  [
    'a website that is not http',
    { ...V, website: 'javascript:alert(1)' },
    400,
    'Website must be an http or https address',
    'website',
  ],
  [
    'a website over 2,048 characters',
    { ...V, website: `https://a.example/${'p'.repeat(2_040)}` },
    400,
    'Website must be at most 2,048 characters',
    'website',
  ],
  [
    'an unknown communication',
    { ...V, preferredCommunication: 'pigeon' },
    400,
    'Preferred communication must be one of: email, phone, video, text',
    'preferredCommunication',
  ],
  // The whole request.
  [
    'a honeypot over 200 characters',
    { ...V, fax: 'f'.repeat(201) },
    400,
    'fax must be at most 200 characters',
    'fax',
  ],
  [
    'a 1 MB description',
    { ...V, projectDescription: 'x'.repeat(1024 * 1024) },
    413,
    'Request body is too large',
    undefined,
  ],
  ['a body that is not JSON', '{"serviceType":', 400, 'Request body is not valid JSON', undefined],
];

describeOnEachDatabase('the service request’s validation on the server', (get) => {
  const store = () => storedServiceRequests(get().database.db);
  const post = (payload: unknown) =>
    get().app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  beforeEach(() => store().clear());

  for (const [what, body, status, message, field] of REFUSALS) {
    it(`refuses ${what}, naming the field, and stores and queues nothing`, async () => {
      const response = await post(body);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toContain(message);
      expect(response.json().field).toBe(field);
      expect(await store().requests()).toEqual([]);
      expect(await store().history()).toEqual([]);
      expect(await store().mails()).toEqual([]);
    });
  }

  it('takes every value of every list (part 2 §3)', async () => {
    const lists = {
      serviceType: SERVICE_TYPES,
      budget: SERVICE_BUDGETS,
      timeframe: SERVICE_TIMEFRAMES,
      priority: SERVICE_PRIORITIES,
      preferredCommunication: SERVICE_COMMUNICATIONS,
    };
    const sent: Array<[string, string]> = [];
    for (const [field, values] of Object.entries(lists)) {
      for (const value of values) {
        const response = await post({ ...V, [field]: value });
        expect(response.statusCode, `${field} ${value}`).toBe(201);
        sent.push([field, value]);
      }
    }
    const stored = await store().requests();
    expect(stored.map((row, i) => row[sent[i]?.[0] as keyof typeof row])).toEqual(sent.map(([, v]) => v));
    expect(await store().history()).toHaveLength(sent.length);
  });
});
