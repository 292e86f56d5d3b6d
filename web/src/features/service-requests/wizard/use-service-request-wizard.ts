import type { User } from '@botlens/contracts';
import { useEffect, useState } from 'react';
import { errorField } from '@/lib/api';
import { useSubmitServiceRequestMutation } from './use-submit-service-request';
import { useFocusAfterRender } from './use-wizard-focus';
import {
  EMPTY_WIZARD,
  type FieldErrors,
  fieldId,
  stepErrors,
  stepOfField,
  toSubmission,
  type WizardField,
  type WizardStepIndex,
  type WizardValues,
} from './wizard-values';

/** 0 to 2: the three steps; 3: the success screen (part 2 §4: step 1, 2, 3, then 4). */
export type WizardStep = WizardStepIndex | 3;

export const STEP_HEADING_ID = 'service-step-heading';

/** A signed-in visitor's name and address, filled into fields still empty. */
function withAccount(values: WizardValues, user: User | null | undefined): WizardValues {
  if (!user) return values;
  return {
    ...values,
    firstName: values.firstName || user.firstName,
    lastName: values.lastName || user.lastName,
    email: values.email || user.email,
  };
}

/**
 * The wizard's state: one set of values for all steps (so Back loses nothing), the current step's
 * refusals, and the submission. Continue checks the step with its contract schema; a field the server
 * refuses opens the step that shows it.
 */
export function useServiceRequestWizard(user: User | null | undefined) {
  const submission = useSubmitServiceRequestMutation();
  const [step, setStep] = useState<WizardStep>(0);
  const [values, setValues] = useState<WizardValues>(EMPTY_WIZARD);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [accepted, setAccepted] = useState<{ id: number; email: string } | null>(null);
  const focusAfterRender = useFocusAfterRender();

  useEffect(() => setValues((current) => withAccount(current, user)), [user]);

  const onChange = <F extends keyof WizardValues>(field: F, value: WizardValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The message goes as soon as the field is changed; Continue checks again.
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  };

  const open = (next: WizardStep) => {
    setErrors({});
    setStep(next);
    focusAfterRender(STEP_HEADING_ID);
  };

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0] as WizardField | undefined;
    if (first) focusAfterRender(fieldId(first));
  };

  const submit = () =>
    submission.mutate(toSubmission(values), {
      onSuccess: ({ id }) => {
        setAccepted({ id, email: values.email.trim() });
        open(3);
      },
      onError: (error) => {
        // The toast says it too; the field's own message goes on the field, on its step.
        const refused = errorField(error);
        const at = refused ? stepOfField(refused.field) : undefined;
        if (!refused || at === undefined) return;
        setStep(at);
        refuse({ [refused.field]: refused.message });
      },
    });

  /** Continue (steps 1 and 2) or Submit (step 3): only when the step's fields pass. */
  const advance = () => {
    if (step === 3 || submission.isPending) return;
    const found = stepErrors(step, values);
    if (Object.keys(found).length > 0) return refuse(found);
    if (step === 2) return submit();
    open((step + 1) as WizardStep);
  };

  const back = () => {
    if (step > 0 && step < 3) open((step - 1) as WizardStep);
  };

  const startAnother = () => {
    setValues(withAccount(EMPTY_WIZARD, user));
    setAccepted(null);
    submission.reset();
    open(0);
  };

  return {
    step,
    values,
    errors,
    accepted,
    pending: submission.isPending,
    onChange,
    advance,
    back,
    startAnother,
  };
}
