import { PAYMENT_MESSAGES, user } from '@botlens/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { Callout } from '@/components/callout';
import { toast } from '@/components/ui/use-toast';
import { useApiQuery } from '@/lib/use-api-query';

// Stripe's webhook usually arrives within seconds of the redirect; after this the notice stops asking.
const POLL_EVERY_MS = 2_000;
const POLL_FOR_MS = 60_000;

/**
 * On /dashboard?subscription=success (where Stripe returns after the payment): reads the user again until
 * the server, told by Stripe's webhook, says the plan is Pro, then shows the spec's success message.
 */
export function SubscriptionActivatedNotice() {
  const returnedFromPayment = new URLSearchParams(useSearch()).get('subscription') === 'success';
  if (!returnedFromPayment) return null;
  return <WaitForActivation />;
}

function WaitForActivation() {
  const [startedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const me = useApiQuery('/api/user', {
    schema: user,
    refetchInterval: (query) =>
      query.state.data?.subscriptionTier === 'pro' || Date.now() - startedAt > POLL_FOR_MS
        ? false
        : POLL_EVERY_MS,
  });
  const active = me.data?.subscriptionTier === 'pro';
  const announced = useRef(false);
  useEffect(() => {
    if (!active || announced.current) return;
    announced.current = true;
    toast({ title: PAYMENT_MESSAGES.activated.title, description: PAYMENT_MESSAGES.activated.text });
  }, [active]);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, []);

  if (active) {
    return (
      <Callout tone="success" role="status" title={PAYMENT_MESSAGES.activated.title}>
        {PAYMENT_MESSAGES.activated.text}
      </Callout>
    );
  }
  return (
    <Callout tone="info" role="status" title="Confirming your payment">
      {gaveUp
        ? 'Stripe has not confirmed the payment yet. Your plan changes to Pro as soon as it does; reload this page in a while.'
        : 'Your plan changes to Pro as soon as Stripe confirms the payment, usually within seconds.'}
    </Callout>
  );
}
