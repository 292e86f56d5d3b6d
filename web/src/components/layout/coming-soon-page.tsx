import { Construction, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';

type ComingSoonPageProps = {
  title: string;
  description?: string;
  icon?: LucideIcon;
  children?: ReactNode;
};

/** Stand-in for a screen whose real content is not built yet: its title, and a note saying so. */
export function ComingSoonPage({
  title,
  description,
  icon: Icon = Construction,
  children,
}: ComingSoonPageProps) {
  return (
    <PageContainer className="space-y-6">
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-blue-800">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <p className="text-slate-600">This screen is coming soon.</p>
          {children}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
