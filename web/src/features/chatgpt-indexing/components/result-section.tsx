import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type ResultSectionProps = {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One titled part of a result tab (an h2: the tabs sit right under the page's h1), named for assistive technology. */
export function ResultSection({
  title,
  description,
  icon: Icon,
  actions,
  className,
  children,
}: ResultSectionProps) {
  const headingId = useId();
  return (
    <Card className={cn('min-w-0', className)}>
      <section aria-labelledby={headingId}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-4">
          <div className="min-w-0 space-y-1">
            <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-foreground">
              {Icon && <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />}
              {title}
            </h2>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

/** The notices of a result (a language model that failed, say), on the tab of the result they belong to. */
export function NoticeList({ notices }: { notices: readonly string[] }) {
  if (notices.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {notices.map((notice) => (
        <li key={notice}>{notice}</li>
      ))}
    </ul>
  );
}
