import { type PasswordStrength, passwordStrength } from '@botlens/contracts';
import { cn } from '@/lib/utils';

const STRENGTH_STYLES: Record<PasswordStrength, { bar: string; text: string; width: string }> = {
  Weak: { bar: 'bg-red-500', text: 'text-red-600', width: 'w-1/3' },
  Medium: { bar: 'bg-yellow-500', text: 'text-yellow-700', width: 'w-2/3' },
  Strong: { bar: 'bg-green-500', text: 'text-green-700', width: 'w-full' },
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const style = STRENGTH_STYLES[strength];
  return (
    <div className="grid gap-1.5">
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className={cn('h-full rounded-full transition-all duration-300', style.bar, style.width)} />
      </div>
      <p className="text-xs text-slate-600" aria-live="polite">
        Password strength: <span className={cn('font-semibold', style.text)}>{strength}</span>
      </p>
    </div>
  );
}

/** A new password field's hint: the rules until something is typed, then how strong it is. */
export function NewPasswordHint({ password }: { password: string | undefined }) {
  return password ? (
    <PasswordStrengthMeter password={password} />
  ) : (
    <p className="text-xs text-slate-600">
      At least 8 characters, with upper- and lower-case letters and a number.
    </p>
  );
}
