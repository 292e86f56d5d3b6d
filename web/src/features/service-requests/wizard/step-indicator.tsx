import { Check } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { WIZARD_STEPS } from './wizard-values';

/**
 * Where the visitor is: "Step 2 of 3", a bar, and the three steps named (the names from 640 px up; on a
 * phone the line above names the current one). Step 4, the success screen, shows it complete.
 */
export function StepIndicator({ step }: { step: number }) {
  const total = WIZARD_STEPS.length;
  const done = step >= total;
  const current = WIZARD_STEPS[Math.min(step, total - 1)];
  return (
    <nav aria-label="Request progress" className="grid gap-3">
      <p className="text-sm font-medium text-slate-600">
        {done ? 'All steps complete' : `Step ${step + 1} of ${total}: ${current?.title}`}
      </p>
      <Progress value={done ? total : step + 1} max={total} aria-label="Steps completed" />
      <ol className="hidden gap-4 sm:grid sm:grid-cols-3">
        {WIZARD_STEPS.map(({ title }, index) => {
          const state = index < step ? 'complete' : index === step ? 'current' : 'upcoming';
          return (
            <li
              key={title}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex items-center gap-2 text-sm"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  state === 'complete' && 'border-primary bg-primary text-white',
                  state === 'current' && 'border-primary text-primary',
                  state === 'upcoming' && 'text-slate-500',
                )}
              >
                {state === 'complete' ? <Check className="size-4" /> : index + 1}
              </span>
              <span className={cn(state === 'upcoming' ? 'text-slate-500' : 'font-medium text-foreground')}>
                {title}
                {state === 'complete' && <span className="sr-only"> (complete)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
