import {
  SERVICE_COMMUNICATION_LABELS,
  SERVICE_COMMUNICATIONS,
  type ServiceCommunication,
} from '@botlens/contracts';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { WizardStepProps } from './wizard-step-props';
import { fieldId, type WizardField } from './wizard-values';

type TextInput = {
  field: Extract<WizardField, 'firstName' | 'lastName' | 'email' | 'company' | 'phone' | 'website'>;
  label: string;
  type: 'text' | 'email' | 'tel' | 'url';
  autoComplete: string;
};

const INPUTS: readonly TextInput[] = [
  { field: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'company', label: 'Company (optional)', type: 'text', autoComplete: 'organization' },
  { field: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
  { field: 'website', label: 'Website (optional)', type: 'url', autoComplete: 'url' },
];

/** Step 3: who asks (first and last name and e-mail required) and how they like to be reached. */
export function ContactStep({ values, errors, onChange }: WizardStepProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {INPUTS.map(({ field, ...input }) => (
        <TextField
          key={field}
          id={fieldId(field)}
          {...input}
          placeholder={field === 'website' ? 'https://' : undefined}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={errors[field]}
        />
      ))}
      <SelectField
        id={fieldId('preferredCommunication')}
        label="Preferred communication"
        value={values.preferredCommunication}
        onValueChange={(value) => onChange('preferredCommunication', value as ServiceCommunication)}
        options={SERVICE_COMMUNICATIONS.map((value) => ({
          value,
          label: SERVICE_COMMUNICATION_LABELS[value],
        }))}
        error={errors.preferredCommunication}
      />
    </div>
  );
}
