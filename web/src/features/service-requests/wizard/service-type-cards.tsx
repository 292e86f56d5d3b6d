import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from '@botlens/contracts';
import {
  Code,
  Ellipsis,
  Lightbulb,
  type LucideIcon,
  Megaphone,
  Palette,
  Search,
  Smartphone,
} from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<ServiceType, LucideIcon> = {
  'web-development': Code,
  seo: Search,
  'graphic-design': Palette,
  'mobile-app': Smartphone,
  'digital-marketing': Megaphone,
  consulting: Lightbulb,
  other: Ellipsis,
};

type ServiceTypeCardsProps = {
  id: string;
  value: ServiceType | '';
  onChange: (value: ServiceType) => void;
  error?: string;
};

/**
 * Step 1's service type as a group of cards: native radio buttons under the cards, so arrow keys move the
 * choice and a screen reader reads a radio group with its legend and error. The first card carries the
 * group's id, where an error puts the focus.
 */
export function ServiceTypeCards({ id, value, onChange, error }: ServiceTypeCardsProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium leading-none">Service type</legend>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3">
        {SERVICE_TYPES.map((type, index) => {
          const Icon = ICONS[type];
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-card border bg-surface p-4 text-sm font-medium shadow-sm transition-colors hover:bg-neutral-soft',
                'has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2',
                error && 'border-danger-border',
              )}
            >
              <input
                type="radio"
                name="serviceType"
                value={type}
                id={index === 0 ? id : undefined}
                checked={value === type}
                onChange={() => onChange(type)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {SERVICE_TYPE_LABELS[type]}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
