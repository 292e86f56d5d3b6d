import {
  type CreateSubscriptionResponse,
  formatPlanPrice,
  PAYMENT_MESSAGES,
  planIn,
} from '@botlens/contracts';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry adds Stripe.js to the page only when a payment form asks for it: the plain entry adds it
// on import, which put Stripe's script on every page of the app (the blog and the landing page included).
import { loadStripe } from '@stripe/stripe-js/pure';
import { ArrowLeft, CreditCard } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ErrorBox } from '@/components/error-box';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paymentFailureMessage } from '../payment-failure';
import { useCreateSubscriptionMutation } from '../use-create-subscription-mutation';
import { usePlansQuery } from '../use-plans-query';

/** Where Stripe sends the browser once the payment is confirmed; the dashboard waits there for the webhook. */
export const PAYMENT_RETURN_PATH = '/dashboard?subscription=success';

function BackToPlans({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      Back to Plans
    </Button>
  );
}

/**
 * The payment form of /subscribe: starts (or resumes) the Pro subscription on the server, loads Stripe.js
 * with the publishable key the server answers, and confirms the first payment with Stripe's Payment
 * Element. The tier changes when Stripe's webhook reaches the server, not here.
 */
export function PaymentView({ onBack }: { onBack: () => void }) {
  const subscription = useCreateSubscriptionMutation();
  // The price as the server holds it (an administrator may have changed it), the seed's until it answers.
  const pro = planIn(usePlansQuery().data?.plans ?? [], 'pro');
  const started = useRef(false);
  useEffect(() => {
    // Once per view: a second start would be answered with the same subscription anyway (idempotency).
    if (started.current) return;
    started.current = true;
    subscription.mutate({ tier: 'pro' });
  }, [subscription]);

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardContent className="space-y-6 p-6">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-info-soft text-info-strong">
            <CreditCard aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 className="text-lg font-semibold">Upgrade to {pro.name}</h2>
            <p className="text-sm text-slate-600">
              {formatPlanPrice(pro)} per {pro.period}, cancel any time
            </p>
          </div>
        </div>
        {subscription.isError ? (
          <SetupFailure message={paymentFailureMessage(subscription.error)} />
        ) : subscription.data?.clientSecret === null ? (
          <NothingToPay />
        ) : subscription.data ? (
          <StripePaymentForm
            subscription={subscription.data}
            clientSecret={subscription.data.clientSecret}
            price={`${formatPlanPrice(pro)}/${pro.period}`}
          />
        ) : (
          <div className="flex items-center gap-3 text-sm text-slate-600">
            <Spinner label="Setting up your subscription" />
            Setting up your subscription…
          </div>
        )}
        <BackToPlans onBack={onBack} />
      </CardContent>
    </Card>
  );
}

function SetupFailure({ message }: { message: { title: string; text: string } }) {
  return <ErrorBox title={message.title}>{message.text}</ErrorBox>;
}

/** Stripe.js, loaded once per publishable key; a script that cannot load is the spec's "not ready". */
function useStripeJs(publishableKey: string): { stripe: Stripe | null; failed: boolean } {
  const [state, setState] = useState<{ stripe: Stripe | null; failed: boolean }>({
    stripe: null,
    failed: false,
  });
  useEffect(() => {
    let current = true;
    loadStripe(publishableKey)
      .then((stripe) => current && setState({ stripe, failed: stripe === null }))
      .catch(() => current && setState({ stripe: null, failed: true }));
    return () => {
      current = false;
    };
  }, [publishableKey]);
  return state;
}

/** The first invoice was covered (a coupon, the customer's balance): straight to where a payment returns. */
function NothingToPay() {
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(PAYMENT_RETURN_PATH, { replace: true });
  }, [navigate]);
  return null;
}

function StripePaymentForm({
  subscription,
  clientSecret,
  price,
}: {
  subscription: CreateSubscriptionResponse;
  clientSecret: string;
  price: string;
}) {
  const { stripe, failed } = useStripeJs(subscription.publishableKey);
  const options = useMemo(() => ({ clientSecret }), [clientSecret]);
  if (failed) return <SetupFailure message={PAYMENT_MESSAGES.notReady} />;
  if (!stripe) {
    return (
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <Spinner label="Loading the payment form" />
        Loading the payment form…
      </div>
    );
  }
  return (
    <Elements stripe={stripe} options={options}>
      <CheckoutForm price={price} />
    </Elements>
  );
}

function CheckoutForm({ price }: { price: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);

  async function subscribe(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) {
      toast({
        title: PAYMENT_MESSAGES.notReady.title,
        description: PAYMENT_MESSAGES.notReady.text,
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      // On success the browser leaves for the return address; an answer here is a failure.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${PAYMENT_RETURN_PATH}` },
      });
      toast({
        title: PAYMENT_MESSAGES.failed.title,
        description: error.message ?? PAYMENT_MESSAGES.unexpected.text,
        variant: 'destructive',
      });
    } catch {
      toast({
        title: PAYMENT_MESSAGES.unexpected.title,
        description: PAYMENT_MESSAGES.unexpected.text,
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={subscribe} className="space-y-4">
      <PaymentElement />
      <Button type="submit" className="w-full" disabled={!stripe || pending}>
        {pending ? <Spinner label="Confirming your payment" className="size-4 text-white" /> : null}
        {pending ? 'Subscribing…' : `Subscribe for ${price}`}
      </Button>
    </form>
  );
}
