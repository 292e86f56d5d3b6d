import type { ComponentProps, ReactNode } from 'react';
import { Field, fieldControlProps } from './field';
import { Textarea } from './textarea';

type TextareaFieldProps = ComponentProps<typeof Textarea> & {
  id: string;
  label: string;
  error?: string;
  /** Shown under the text area, above any error: how long, what to include. */
  hint?: ReactNode;
};

/** A labelled text area whose hint and validation error are tied to it for screen readers. */
export function TextareaField({ id, label, error, hint, className, ...textareaProps }: TextareaFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <Textarea {...fieldControlProps(id, hint, error)} {...textareaProps} />
    </Field>
  );
}
