import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const CARD_VARIANTS = {
  default: 'bg-surface',
  /** A card that invites an action (a promotion): the brand's soft colour, fading into the AI crawlers'. */
  highlight: 'border-primary-border bg-linear-to-br from-primary-soft to-bot-ai-crawler/5',
} as const;

export function Card({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'div'> & { variant?: keyof typeof CARD_VARIANTS }) {
  return (
    <div
      className={cn('rounded-card border text-foreground shadow-sm', CARD_VARIANTS[variant], className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-card', className)} {...props} />;
}

/** A card's heading; `level` keeps the page's outline unbroken where cards sit right under the page's h1. */
export function CardTitle({ className, level = 3, ...props }: ComponentProps<'h3'> & { level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading className={cn('font-semibold leading-none tracking-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-card pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center p-card pt-0', className)} {...props} />;
}
