import { Lock, Rocket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';
import { PageContainer } from '@/components/layout/page-container';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useUserQuery } from '@/features/auth/use-user-query';
import { PaymentView } from '@/features/billing/components/payment-view';
import { useDocumentTitle } from '@/lib/use-document-title';

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

export function SubscribePage() {
  const { data: user } = useUserQuery();
  const [paying, setPaying] = useState(false);
  if (!user) return <SignInRequired />;
  // Until the plan cards arrive, a button reaches the payment view.
  if (paying) {
    return (
      <PageContainer className="py-10">
        <PaymentView onBack={() => setPaying(false)} />
      </PageContainer>
    );
  }
  return (
    <ComingSoonPage title="Upgrade" description="Unlock unlimited analyses with BotLens Pro" icon={Rocket}>
      <Button onClick={() => setPaying(true)}>Upgrade to Pro</Button>
    </ComingSoonPage>
  );
}
