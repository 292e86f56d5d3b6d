import type { Plan } from '@botlens/contracts';
import { BrainCircuit, FileCode, Headset, Lock, Rocket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserQuery } from '@/features/auth/use-user-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PaymentView } from './components/payment-view';
import { PlanCards } from './components/plan-cards';
import { usePlansQuery } from './use-plans-query';

function SignInRequired() {
  useDocumentTitle('Sign In Required');
  return (
    <PageContainer className="flex justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-blue-800">
            <Lock aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">Sign In Required</h1>
          <p className="text-slate-600">Please sign in to upgrade your plan.</p>
          <Button asChild className="w-full">
            <Link href="/auth">Sign In</Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/** Part 2 §2: the 'Why Upgrade to Pro' block. */
const PRO_REASONS = [
  {
    icon: Rocket,
    title: 'Unlimited analyses',
    text: 'Analyse every site and every change, with no monthly cap.',
  },
  {
    icon: BrainCircuit,
    title: 'Advanced AI insights',
    text: 'Advanced AI insights from GPT-4o, where the language model is configured, grounded in your live pages.',
  },
  {
    icon: FileCode,
    title: 'Custom robots.txt',
    text: 'Your own AI crawler policy, with server rules and middleware that enforce it.',
  },
  { icon: Headset, title: 'Priority support', text: 'Your questions answered first, by e-mail.' },
] as const;

function WhyUpgrade() {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-xl">
          Why Upgrade to Pro
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2">
          {PRO_REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function SubscribePage() {
  const { data: user } = useUserQuery();
  const plans = usePlansQuery();
  const [chosen, setChosen] = useState<Plan | null>(null);
  useDocumentTitle('Upgrade');
  if (!user) return <SignInRequired />;
  return (
    <PageContainer className="space-y-8 py-8">
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Upgrade Your Plan</h1>
        <p className="text-slate-600">Unlock unlimited analyses and every AI tool.</p>
      </header>
      {chosen ? (
        <PaymentView onBack={() => setChosen(null)} />
      ) : (
        <QueryState
          query={plans}
          errorTitle="Could not load the plans"
          skeleton={<Skeleton className="h-96 w-full" />}
        >
          {({ plans: rows }) => (
            <div className="space-y-8">
              <PlanCards plans={rows} currentTier={user.subscriptionTier} onChoosePaid={setChosen} />
              <WhyUpgrade />
            </div>
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}
