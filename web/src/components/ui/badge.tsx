import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A short label. The status variants (success, warning, danger, info, neutral) are what a screen picks for a
 * state, with purple and orange when a list of states needs more hues; a screen never colours a badge by
 * hand. Bot types have their own badge (components/bot-type-badge).
 */
export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-pill border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-white',
        secondary: 'border-transparent bg-neutral-soft text-foreground',
        destructive: 'border-transparent bg-danger text-white',
        outline: 'text-foreground',
        success: 'border-success-border bg-success-soft text-success-strong',
        warning: 'border-warning-border bg-warning-soft text-warning-strong',
        danger: 'border-danger-border bg-danger-soft text-danger-strong',
        info: 'border-info-border bg-info-soft text-info-strong',
        neutral: 'border-neutral-border bg-neutral-soft text-neutral-strong',
        // Hues without a meaning of their own, for a specification that names six colours for six states.
        purple: 'border-purple-border bg-purple-soft text-purple-strong',
        orange: 'border-orange-border bg-orange-soft text-orange-strong',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;
/** The variants that say how something is doing, for maps from a state to its badge. */
export type StatusVariant = Extract<BadgeVariant, 'success' | 'warning' | 'danger' | 'info' | 'neutral'>;

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
