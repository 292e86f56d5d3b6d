import { Sparkles } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AnalysisAllowance } from '../audit-list';

type AnalysisFormProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  pending: boolean;
  allowance: AnalysisAllowance;
};

function AllowanceNote({ allowance }: { allowance: AnalysisAllowance }) {
  switch (allowance.kind) {
    case 'unlimited':
      return <>Your plan includes unlimited analyses.</>;
    case 'monthly':
      return (
        <>
          {allowance.remaining} of {allowance.limit} free analyses left this month.{' '}
          {allowance.remaining === 0 && (
            <Link href="/pricing" className="font-medium text-blue-700 underline-offset-2 hover:underline">
              Upgrade for unlimited analyses
            </Link>
          )}
        </>
      );
    case 'anonymous':
      return (
        <>
          Without an account you can run {allowance.perDay} analyses a day.{' '}
          <Link href="/auth" className="font-medium text-blue-700 underline-offset-2 hover:underline">
            Sign in
          </Link>{' '}
          to keep your reports with your account.
        </>
      );
  }
}

/** The URL to analyse; the placeholder is this site's own host, as an example of what to type. */
export function AnalysisForm({ value, onChange, onSubmit, pending, allowance }: AnalysisFormProps) {
  const inputId = useId();
  const hintId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // noValidate: 'example.com' without https:// is fine; the URL Required toast covers an empty field.
    <form noValidate onSubmit={submit} className="rounded-xl border bg-white p-4 shadow-sm sm:p-6">
      <Label htmlFor={inputId} className="text-base">
        Website URL
      </Label>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={window.location.host}
          aria-describedby={hintId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={pending}
          className="h-11 text-base"
        />
        <Button type="submit" size="lg" className="h-11" disabled={pending}>
          <Sparkles aria-hidden="true" className={pending ? 'animate-pulse' : undefined} />
          {pending ? 'Analyzing Your Website...' : 'Start AI SEO Analysis'}
        </Button>
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        Enter a domain or a URL; only the host (and port) is analysed. <AllowanceNote allowance={allowance} />
      </p>
    </form>
  );
}
