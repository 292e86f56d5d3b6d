import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
};

/** The page's h1, which also names the browser tab. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {typeof description === 'string' ? <p className="text-slate-600">{description}</p> : description}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
