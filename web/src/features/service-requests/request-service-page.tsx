import { SERVICE_REQUEST_REPLY_HOURS } from '@botlens/contracts';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { PageContainer } from '@/components/layout/page-container';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUserQuery } from '@/features/auth/use-user-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BudgetStep } from './wizard/budget-step';
import { ContactStep } from './wizard/contact-step';
import { HoneypotField } from './wizard/honeypot-field';
import { ProjectStep } from './wizard/project-step';
import { StepIndicator } from './wizard/step-indicator';
import { SuccessStep } from './wizard/success-step';
import { STEP_HEADING_ID, useServiceRequestWizard } from './wizard/use-service-request-wizard';
import { WIZARD_STEPS } from './wizard/wizard-values';

const STEPS = [ProjectStep, BudgetStep, ContactStep] as const;

/** Part 2 §2: /request-service, the three-step request wizard and its success screen. */
export function RequestServicePage() {
  useDocumentTitle('Request a Service');
  const { data: user } = useUserQuery();
  const wizard = useServiceRequestWizard(user);
  const { step, values, errors, accepted } = wizard;
  const heading =
    step === 3
      ? {
          title: 'Request Submitted Successfully!',
          description: 'Thank you for telling us about your project.',
        }
      : WIZARD_STEPS[step];
  const Step = step === 3 ? null : STEPS[step];

  return (
    <PageContainer className="max-w-3xl space-y-8">
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Request a Service</h1>
        <p className="text-slate-600">
          Web development, SEO, design and marketing: tell us about your project and get a free quote within{' '}
          {SERVICE_REQUEST_REPLY_HOURS} hours.
        </p>
      </header>
      <StepIndicator step={step} />
      <Card>
        <CardHeader>
          <CardTitle level={2} id={STEP_HEADING_ID} tabIndex={-1} className="text-xl outline-none">
            {heading.title}
          </CardTitle>
          <CardDescription>{heading.description}</CardDescription>
        </CardHeader>
        <CardContent>
          {step === 3 || !Step ? (
            <SuccessStep
              requestId={accepted?.id ?? 0}
              email={accepted?.email ?? ''}
              onAnother={wizard.startAnother}
            />
          ) : (
            <form
              noValidate
              aria-labelledby={STEP_HEADING_ID}
              className="relative grid gap-8"
              onSubmit={(event) => {
                event.preventDefault();
                wizard.advance();
              }}
            >
              <HoneypotField value={values.fax} onChange={(value) => wizard.onChange('fax', value)} />
              <Step values={values} errors={errors} onChange={wizard.onChange} />
              <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
                {step > 0 ? (
                  <Button variant="outline" onClick={wizard.back} disabled={wizard.pending}>
                    <ArrowLeft aria-hidden="true" />
                    Back
                  </Button>
                ) : (
                  <span aria-hidden="true" className="hidden sm:block" />
                )}
                {step < 2 ? (
                  <Button type="submit">
                    Continue
                    <ArrowRight aria-hidden="true" />
                  </Button>
                ) : (
                  <Button type="submit" disabled={wizard.pending}>
                    <Send aria-hidden="true" />
                    {wizard.pending ? 'Submitting…' : 'Submit Request'}
                  </Button>
                )}
              </div>
            </form>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
