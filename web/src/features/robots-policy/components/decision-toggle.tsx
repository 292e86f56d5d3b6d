import type { AccessDecision } from '@botlens/contracts';
import { cn } from '@/lib/utils';

const OPTIONS: { value: AccessDecision; label: string; checkedClassName: string }[] = [
  {
    value: 'allow',
    label: 'Allow',
    checkedClassName:
      'peer-checked:bg-success-soft peer-checked:text-success-strong peer-checked:border-success-border',
  },
  {
    value: 'block',
    label: 'Block',
    checkedClassName:
      'peer-checked:bg-danger-soft peer-checked:text-danger-strong peer-checked:border-danger-border',
  },
];

type DecisionToggleProps = {
  /** Unique on the page: the radio group's name. */
  name: string;
  /** What is decided, read as the group's name: 'AI training', 'GPTBot'. */
  label: string;
  value: AccessDecision;
  onChange: (decision: AccessDecision) => void;
  disabled?: boolean;
  /** Shows the label beside the choice; hidden when a row already says it. */
  showLabel?: boolean;
};

/** Allow or block as a pair of radio buttons (arrow keys move between them), coloured by the decision. */
export function DecisionToggle({
  name,
  label,
  value,
  onChange,
  disabled,
  showLabel = true,
}: DecisionToggleProps) {
  return (
    <fieldset
      className="flex min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-2"
      disabled={disabled}
    >
      <legend className={cn(showLabel ? 'float-left min-w-0 text-sm font-medium break-words' : 'sr-only')}>
        {label}
      </legend>
      <div className="flex shrink-0 rounded-control">
        {OPTIONS.map((option, index) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-flex h-8 cursor-pointer items-center border px-3 text-sm font-medium text-muted-foreground transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
                index === 0 ? 'rounded-l-control' : '-ml-px rounded-r-control',
                option.checkedClassName,
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
