import type { ReactNode } from 'react';
import { Field, fieldControlProps } from './field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

type SelectFieldProps = {
  id: string;
  label: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
  /** Shown under the list, above any error. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Submitted with a form under this name. */
  name?: string;
  className?: string;
  triggerClassName?: string;
};

/**
 * A labelled drop-down list (Radix Select: typed, keyboard-searchable, opened with Enter or Space) whose
 * hint and validation error are tied to it for screen readers, as TextField's are.
 */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  hint,
  disabled,
  name,
  className,
  triggerClassName,
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <Select value={value} onValueChange={onValueChange} disabled={disabled} name={name}>
        <SelectTrigger {...fieldControlProps(id, hint, error)} className={triggerClassName}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}
