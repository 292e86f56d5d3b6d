import type { ComponentProps, ReactNode } from 'react';
import { Field, fieldControlProps } from './field';
import { Input } from './input';

type TextFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string;
  /** Shown under the input, above any error (a strength meter, a hint). */
  hint?: ReactNode;
};

/** A labelled input whose validation error is tied to it for screen readers. */
export function TextField({ id, label, error, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <Input {...fieldControlProps(id, hint, error)} {...inputProps} />
    </Field>
  );
}
