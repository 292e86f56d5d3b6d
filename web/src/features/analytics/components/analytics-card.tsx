import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type AnalyticsCardProps = {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** Controls or badges at the right of the title. */
  actions?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
};

/** One titled region of an analytics screen; its h2 names the region for assistive technology. */
export function AnalyticsCard({
  title,
  description,
  icon: Icon,
  actions,
  className,
  contentClassName,
  children,
}: AnalyticsCardProps) {
  const headingId = useId();
  return (
    <Card className={cn('min-w-0', className)}>
      <section aria-labelledby={headingId} className="flex h-full flex-col">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-4">
          <div className="min-w-0 space-y-1">
            <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              {Icon && <Icon aria-hidden="true" className="size-5 shrink-0 text-blue-600" />}
              {title}
            </h2>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </CardHeader>
        <CardContent className={cn('flex-1', contentClassName)}>{children}</CardContent>
      </section>
    </Card>
  );
}
