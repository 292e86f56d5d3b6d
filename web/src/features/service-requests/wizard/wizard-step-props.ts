import type { FieldErrors, WizardValues } from './wizard-values';

/** What each step's fields read and write: the wizard's one set of values, kept across Back and Continue. */
export type WizardStepProps = {
  values: WizardValues;
  errors: FieldErrors;
  onChange: <F extends keyof WizardValues>(field: F, value: WizardValues[F]) => void;
};
