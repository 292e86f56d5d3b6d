import {
  type ServiceBudget,
  type ServiceCommunication,
  type ServicePriority,
  type ServiceRequestSubmission,
  type ServiceTimeframe,
  type ServiceType,
  serviceRequestStep1,
  serviceRequestStep2,
  serviceRequestStep3,
} from '@botlens/contracts';
import { fieldErrorsOf } from '../../../lib/field-errors';

/** What the wizard holds while it is filled in: a choice not made yet is ''. */
export type WizardValues = {
  serviceType: ServiceType | '';
  projectTitle: string;
  projectDescription: string;
  specificRequirements: string;
  budget: ServiceBudget | '';
  timeframe: ServiceTimeframe | '';
  priority: ServicePriority;
  hasExistingWebsite: boolean;
  needsHosting: boolean;
  needsMaintenance: boolean;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
  website: string;
  preferredCommunication: ServiceCommunication;
  /** The honeypot: hidden from people, so it stays '' unless a robot fills it. */
  fax: string;
};

export type WizardField = Exclude<keyof WizardValues, 'fax'>;

export const EMPTY_WIZARD: WizardValues = {
  serviceType: '',
  projectTitle: '',
  projectDescription: '',
  specificRequirements: '',
  budget: '',
  timeframe: '',
  priority: 'medium',
  hasExistingWebsite: false,
  needsHosting: false,
  needsMaintenance: false,
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  phone: '',
  website: '',
  preferredCommunication: 'email',
  fax: '',
};

/** The three steps of part 2 §2, each checked by its contract schema before the next one opens. */
export const WIZARD_STEPS = [
  {
    title: 'Project Details',
    description: 'What do you need, and what is it for?',
    schema: serviceRequestStep1,
    fields: ['serviceType', 'projectTitle', 'projectDescription', 'specificRequirements'],
  },
  {
    title: 'Budget & Timeline',
    description: 'What you plan to spend, by when, and what else you need.',
    schema: serviceRequestStep2,
    fields: ['budget', 'timeframe', 'priority', 'hasExistingWebsite', 'needsHosting', 'needsMaintenance'],
  },
  {
    title: 'Contact Information',
    description: 'How we reach you with a quote.',
    schema: serviceRequestStep3,
    fields: ['firstName', 'lastName', 'email', 'company', 'phone', 'website', 'preferredCommunication'],
  },
] as const satisfies ReadonlyArray<{
  title: string;
  description: string;
  schema: unknown;
  fields: readonly WizardField[];
}>;

export type WizardStepIndex = 0 | 1 | 2;
export type FieldErrors = Partial<Record<WizardField, string>>;

/** The id of a field's control, so that an error can move the focus to it. */
export const fieldId = (field: WizardField) => `service-${field}`;

/**
 * The step's refusals by its contract schema, one message per field, in the order the fields are shown
 * (so the first is where the focus goes). Empty when the step may be left.
 */
export function stepErrors(step: WizardStepIndex, values: WizardValues): FieldErrors {
  const { schema, fields } = WIZARD_STEPS[step];
  const found = fieldErrorsOf<WizardField>(schema, values);
  const errors: FieldErrors = {};
  for (const field of fields) if (found[field] !== undefined) errors[field] = found[field];
  return errors;
}

/** The step that shows a field the server refused, or undefined for a field no step shows. */
export function stepOfField(field: string): WizardStepIndex | undefined {
  const index = WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? undefined : (index as WizardStepIndex);
}

/** The request as sent: the server trims, and turns empty optional fields into absent ones. */
export function toSubmission(values: WizardValues): ServiceRequestSubmission {
  const { serviceType, budget, timeframe, ...rest } = values;
  // Only called once each step has passed, so the choices are made; the server checks them again.
  return {
    ...rest,
    serviceType: serviceType as ServiceType,
    budget: budget as ServiceBudget,
    timeframe: timeframe as ServiceTimeframe,
  };
}
