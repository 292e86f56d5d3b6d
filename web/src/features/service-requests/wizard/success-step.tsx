import { SERVICE_REQUEST_REPLY_HOURS } from '@botlens/contracts';
import { CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

type SuccessStepProps = { requestId: number; email: string; onAnother: () => void };

/** Step 4 (part 2 §2): the request is in; home, or another request from a cleared form. */
export function SuccessStep({ requestId, email, onAnother }: SuccessStepProps) {
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-success" />
      <p className="max-w-prose text-slate-600">
        Your request <span className="font-medium text-foreground">#{requestId}</span> is with our team. We'll
        get back to you at <span className="font-medium text-foreground wrap-anywhere">{email}</span> within{' '}
        {SERVICE_REQUEST_REPLY_HOURS} hours.
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link href="/">Return to Homepage</Link>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          Submit Another Request
        </Button>
      </div>
    </div>
  );
}
