import { PRICING_PATH } from '@botlens/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { ErrorBox } from '@/components/error-box';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { type PlanRefusal, planRefusalOf } from '../plan-refusal';

/** A request the caller's plan does not include: the server's words, and the way to the plans. */
export function PlanRefusalBox({
  title,
  refusal,
  className,
}: {
  title: string;
  refusal: PlanRefusal;
  className?: string;
}) {
  return (
    <ErrorBox
      title={title}
      className={className}
      action={
        <Button asChild size="sm">
          <Link href={PRICING_PATH}>
            See plans
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <p>{refusal.message}</p>
    </ErrorBox>
  );
}

/**
 * A failed request: the plan's refusal with the way to the plans when it is one (a 402), else the server's
 * words, both through ErrorBox.
 */
export function RequestFailureBox({
  title,
  error,
  className,
}: {
  title: string;
  error: unknown;
  className?: string;
}) {
  const refusal = planRefusalOf(error);
  if (refusal) return <PlanRefusalBox title={title} refusal={refusal} className={className} />;
  return (
    <ErrorBox title={title} className={className}>
      <p>{errorMessage(error)}</p>
    </ErrorBox>
  );
}
