import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type SectionCardProps = {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
};

/** One titled section of a page: a card whose h2 names the region for assistive technology. */
export function SectionCard({ title, description, icon: Icon, className, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card className={cn('min-w-0', className)}>
      <section aria-labelledby={headingId}>
        <CardHeader className="pb-4">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            {Icon && <Icon aria-hidden="true" className="size-5 text-blue-600" />}
            {title}
          </h2>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}
