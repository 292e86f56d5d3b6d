import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

type FieldProps = {
  id: string;
  label: string;
  /** Shown under the control, above any error (a strength meter, a hint). */
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
};

/**
 * What the control of a field must carry so that a screen reader reads its hint and error with it:
 * aria-describedby naming both, and aria-invalid while there is an error.
 */
export function fieldControlProps(id: string, hint: ReactNode, error: string | undefined) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** The frame of every form field: the label, the control, then its hint and its error. */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && <div id={`${id}-hint`}>{hint}</div>}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
