import { formatPlanPrice, type Plan } from '@botlens/contracts';
import { ArrowLeft, CircleHelp, Table2 } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { QueryState } from '@/components/query-state';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserQuery } from '@/features/auth/use-user-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PlanCards } from './components/plan-cards';
import { type ComparisonRow, comparisonRows } from './plan-comparison';
import { pricingFaq } from './pricing-faq';
import { usePlansQuery } from './use-plans-query';

/** Part 2 §2: the plans, compared, with the questions people ask before choosing one. */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const { data: user } = useUserQuery();
  const plans = usePlansQuery();
  return (
    <PageContainer className="space-y-10 py-8">
      <Button asChild variant="ghost" size="sm">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Choose Your Plan</h1>
        <p className="text-slate-600">Start free, and upgrade when you need unlimited AI insights.</p>
      </header>
      <QueryState query={plans} errorTitle="Could not load the plans" skeleton={<PlansSkeleton />}>
        {({ plans: rows }) => (
          <div className="space-y-10">
            <PlanCards
              plans={rows}
              currentTier={user?.subscriptionTier}
              freeHref={user ? '/dashboard' : '/auth'}
            />
            <CompareFeatures plans={rows} />
            <PricingFaq plans={rows} />
          </div>
        )}
      </QueryState>
      <section className="space-y-4 rounded-lg bg-blue-50 px-6 py-10 text-center">
        <h2 className="text-2xl font-bold tracking-tight">Ready to see your bots?</h2>
        <p className="text-slate-600">Create an account in a minute; no credit card needed.</p>
        <Button asChild size="lg">
          <Link href="/auth">Start Free Trial</Link>
        </Button>
      </section>
    </PageContainer>
  );
}

function PlansSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-96 w-full" />
      ))}
    </div>
  );
}

function CompareFeatures({ plans }: { plans: readonly Plan[] }) {
  const columns: DataTableColumn<ComparisonRow>[] = [
    { id: 'feature', header: 'Feature', cell: (row) => row.feature, isRowHeader: true },
    ...plans.map(
      (plan, index): DataTableColumn<ComparisonRow> => ({
        id: plan.tier,
        header: plan.name,
        cell: (row) => row.values[index],
        align: 'center',
      }),
    ),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2 text-xl">
          <Table2 aria-hidden="true" className="size-5" />
          Compare Features
        </CardTitle>
      </CardHeader>
      <CardContent>
        <DataTable
          caption="What each plan includes"
          columns={columns}
          rows={comparisonRows(plans, formatPlanPrice)}
          rowKey={(row) => row.feature}
          className="min-w-[36rem]"
        />
      </CardContent>
    </Card>
  );
}

function PricingFaq({ plans }: { plans: readonly Plan[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2 text-xl">
          <CircleHelp aria-hidden="true" className="size-5" />
          Frequently Asked Questions
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Accordion type="single" collapsible>
          {pricingFaq(plans).map((item, index) => (
            <AccordionItem key={item.question} value={`pricing-faq-${index}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent className="leading-relaxed">{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </CardContent>
    </Card>
  );
}
