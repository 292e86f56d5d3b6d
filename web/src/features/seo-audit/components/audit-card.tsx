import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type AuditCardProps = {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** h2 for a section of the page, h3 inside a tab panel, so the outline stays in order. */
  level?: 2 | 3;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One titled region of an audit screen; its heading names the region for assistive technology. */
export function AuditCard({
  title,
  description,
  icon: Icon,
  level = 2,
  actions,
  className,
  children,
}: AuditCardProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Card className={cn('min-w-0', className)}>
      <section aria-labelledby={headingId}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-4">
          <div className="min-w-0 space-y-1">
            <Heading
              id={headingId}
              className={cn(
                'flex items-center gap-2 font-semibold text-slate-900',
                level === 2 ? 'text-lg' : 'text-base',
              )}
            >
              {Icon && <Icon aria-hidden="true" className="size-5 shrink-0 text-blue-600" />}
              {title}
            </Heading>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

/** A quiet line for a list the audit left empty, saying what that means. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed bg-slate-50 p-4 text-sm text-slate-600">{children}</p>;
}
