import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { analysisHref } from '../landing-links';

/** 'Analyze Now' opens the AI SEO analysis for the typed URL; with nothing typed it does nothing. */
export function AnalyzeUrlForm() {
  const [url, setUrl] = useState('');
  const [, navigate] = useLocation();
  const inputId = useId();
  const hintId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = analysisHref(url);
    if (href) navigate(href);
  };

  return (
    // noValidate: 'example.com' without https:// is fine here; the analysis page normalises it.
    <form
      noValidate
      onSubmit={onSubmit}
      className="mx-auto w-full max-w-2xl rounded-xl bg-white p-4 shadow-lg sm:p-5"
    >
      <Label htmlFor={inputId} className="text-base text-slate-900">
        Free AI SEO analysis of your website
      </Label>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com"
          aria-describedby={hintId}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          className="h-11 text-base"
        />
        <Button type="submit" size="lg" className="h-11">
          <Search aria-hidden="true" />
          Analyze Now
        </Button>
      </div>
      <p id={hintId} className="mt-2 text-left text-xs text-slate-600">
        Get a 0–100 readiness score for AI search engines, with what to improve.
      </p>
    </form>
  );
}
