import { Search } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';
import { Label } from './label';

/**
 * A search box with its magnifier: the label is for screen readers only (the icon and placeholder say it to
 * everyone else). `className` sizes the box.
 */
export function SearchField({
  label,
  className,
  onValueChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'id' | 'onChange'> & {
  label: string;
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={cn('relative w-full', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        onChange={(event) => onValueChange(event.target.value)}
        className="pl-9"
        {...props}
      />
    </div>
  );
}
