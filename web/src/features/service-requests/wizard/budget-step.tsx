import {
  SERVICE_BUDGET_LABELS,
  SERVICE_BUDGETS,
  SERVICE_PRIORITIES,
  SERVICE_PRIORITY_LABELS,
  SERVICE_TIMEFRAME_LABELS,
  SERVICE_TIMEFRAMES,
  type ServiceBudget,
  type ServicePriority,
  type ServiceTimeframe,
} from '@botlens/contracts';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import type { WizardStepProps } from './wizard-step-props';
import { fieldId, type WizardValues } from './wizard-values';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const EXTRAS = [
  ['hasExistingWebsite', 'I have an existing website'],
  ['needsHosting', 'I need hosting'],
  ['needsMaintenance', 'I need ongoing maintenance'],
] as const satisfies ReadonlyArray<readonly [keyof WizardValues, string]>;

/** Step 2: budget and timeframe (required), the priority (medium unless changed) and three yes/no needs. */
export function BudgetStep({ values, errors, onChange }: WizardStepProps) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          id={fieldId('budget')}
          label="Budget"
          placeholder="Select a budget"
          value={values.budget}
          onValueChange={(value) => onChange('budget', value as ServiceBudget)}
          options={options(SERVICE_BUDGETS, SERVICE_BUDGET_LABELS)}
          error={errors.budget}
        />
        <SelectField
          id={fieldId('timeframe')}
          label="Timeframe"
          placeholder="Select a timeframe"
          value={values.timeframe}
          onValueChange={(value) => onChange('timeframe', value as ServiceTimeframe)}
          options={options(SERVICE_TIMEFRAMES, SERVICE_TIMEFRAME_LABELS)}
          error={errors.timeframe}
        />
        <SelectField
          id={fieldId('priority')}
          label="Priority"
          value={values.priority}
          onValueChange={(value) => onChange('priority', value as ServicePriority)}
          options={options(SERVICE_PRIORITIES, SERVICE_PRIORITY_LABELS)}
          error={errors.priority}
        />
      </div>
      <fieldset className="grid gap-4">
        <legend className="mb-4 text-sm font-medium leading-none">Additional needs</legend>
        {EXTRAS.map(([field, label]) => (
          <div key={field} className="flex items-center gap-3">
            <Switch
              id={fieldId(field)}
              checked={values[field]}
              onCheckedChange={(checked) => onChange(field, checked)}
            />
            <Label htmlFor={fieldId(field)} className="font-normal">
              {label}
            </Label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
