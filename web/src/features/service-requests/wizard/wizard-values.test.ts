import { serviceRequestSubmission } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_WIZARD,
  stepErrors,
  stepOfField,
  toSubmission,
  WIZARD_STEPS,
  type WizardValues,
} from './wizard-values';

const FILLED: WizardValues = {
  ...EMPTY_WIZARD,
  serviceType: 'mobile-app',
  projectTitle: 'A booking app',
  projectDescription: 'Customers book a table from their phone.',
  budget: '15k-50k',
  timeframe: 'flexible',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
};

describe('the wizard’s checks per step (part 2 §5)', () => {
  it('asks for service type, title and description on step 1, in the order shown', () => {
    expect(Object.entries(stepErrors(0, EMPTY_WIZARD))).toEqual([
      ['serviceType', 'Service type is required'],
      ['projectTitle', 'Project title is required'],
      ['projectDescription', 'Project description is required'],
    ]);
  });

  it('asks for budget and timeframe on step 2; priority and the needs have their defaults', () => {
    expect(stepErrors(1, EMPTY_WIZARD)).toEqual({
      budget: 'Budget is required',
      timeframe: 'Timeframe is required',
    });
  });

  it('asks for first name, last name and email on step 3', () => {
    expect(stepErrors(2, EMPTY_WIZARD)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
  });

  it('lets a filled step pass, and checks only that step', () => {
    for (const step of [0, 1, 2] as const) expect(stepErrors(step, FILLED)).toEqual({});
    expect(stepErrors(0, { ...FILLED, email: '' })).toEqual({});
  });

  it('refuses what the server refuses: blanks, a second line, bad addresses, too long', () => {
    expect(stepErrors(0, { ...FILLED, projectTitle: '   ' })).toEqual({
      projectTitle: 'Project title is required',
    });
    expect(stepErrors(0, { ...FILLED, projectTitle: 'One\ntwo' })).toEqual({
      projectTitle: 'Project title must be a single line',
    });
    expect(stepErrors(0, { ...FILLED, specificRequirements: 'r'.repeat(5_001) })).toEqual({
      specificRequirements: 'Specific requirements must be at most 5,000 characters',
    });
    expect(
      stepErrors(2, { ...FILLED, email: 'grace@', phone: 'ring me', website: 'ftp://files.example' }),
    ).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Phone may hold only digits, spaces, +, (, ), . and -',
      website: 'Website must be an http or https address',
    });
  });
});

describe('the wizard’s fields and steps', () => {
  it('shows every field of the request on exactly one step', () => {
    const shown = WIZARD_STEPS.flatMap((step) => step.fields);
    const sent = Object.keys(serviceRequestSubmission.shape).filter((field) => field !== 'fax');
    expect([...shown].sort()).toEqual(sent.sort());
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('finds the step of a field the server refused', () => {
    expect(stepOfField('projectTitle')).toBe(0);
    expect(stepOfField('timeframe')).toBe(1);
    expect(stepOfField('email')).toBe(2);
    expect(stepOfField('fax')).toBeUndefined();
    expect(stepOfField('body')).toBeUndefined();
  });

  it('sends what the server takes, with the empty optional fields left out by its contract', () => {
    const parsed = serviceRequestSubmission.parse(toSubmission(FILLED));
    expect(parsed).toMatchObject({ serviceType: 'mobile-app', priority: 'medium', fax: '' });
    expect(parsed.company).toBeUndefined();
    expect(parsed.specificRequirements).toBeUndefined();
  });
});
