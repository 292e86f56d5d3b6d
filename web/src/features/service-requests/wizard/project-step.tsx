import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ServiceTypeCards } from './service-type-cards';
import type { WizardStepProps } from './wizard-step-props';
import { fieldId } from './wizard-values';

/** Step 1: the service, the project's title and description (required), and any specific requirements. */
export function ProjectStep({ values, errors, onChange }: WizardStepProps) {
  return (
    <div className="grid gap-6">
      <ServiceTypeCards
        id={fieldId('serviceType')}
        value={values.serviceType}
        onChange={(value) => onChange('serviceType', value)}
        error={errors.serviceType}
      />
      <TextField
        id={fieldId('projectTitle')}
        label="Project title"
        placeholder="e.g. A new website for our bakery"
        value={values.projectTitle}
        onChange={(event) => onChange('projectTitle', event.target.value)}
        error={errors.projectTitle}
      />
      <TextareaField
        id={fieldId('projectDescription')}
        label="Project description"
        rows={5}
        placeholder="What should the project achieve, and for whom?"
        value={values.projectDescription}
        onChange={(event) => onChange('projectDescription', event.target.value)}
        error={errors.projectDescription}
      />
      <TextareaField
        id={fieldId('specificRequirements')}
        label="Specific requirements (optional)"
        rows={3}
        placeholder="Technologies, integrations, pages, deadlines…"
        value={values.specificRequirements}
        onChange={(event) => onChange('specificRequirements', event.target.value)}
        error={errors.specificRequirements}
      />
    </div>
  );
}
