import { formatPlanPrice, type Plan } from '@botlens/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formOfPlan, type PlanForm, type PlanFormErrors, requestOfForm } from './plan-form';
import { useUpdatePlanMutation } from './use-admin-plans-queries';

function FieldHint({ children }: { children: ReactNode }) {
  return <p className="text-xs text-muted-foreground">{children}</p>;
}

/** One plan's card, as a form: what /pricing shows of it, and its monthly analyses. */
export function PlanEditor({ plan }: { plan: Plan }) {
  const [form, setForm] = useState<PlanForm>(() => formOfPlan(plan));
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const update = useUpdatePlanMutation();
  const id = (field: keyof PlanForm) => `plan-${plan.tier}-${field}`;
  const set = (field: keyof PlanForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const unsaved = JSON.stringify(form) !== JSON.stringify(formOfPlan(plan));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = requestOfForm(form);
    setErrors(result.errors ?? {});
    if (result.errors) return;
    update.mutate(
      { tier: plan.tier, request: result.request },
      // The saved plan, as the server cleaned it (lines trimmed), is what the form shows next.
      { onSuccess: (saved) => setForm(formOfPlan(saved)) },
    );
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {plan.name}
          <span className="text-base font-normal text-muted-foreground">{formatPlanPrice(plan)}/month</span>
          {plan.popular && <Badge variant="info">Most Popular</Badge>}
        </CardTitle>
        <CardDescription>
          {plan.limits.monthlyAnalyses === null
            ? 'Unlimited analyses'
            : `${plan.limits.monthlyAnalyses} analyses a month`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={save} noValidate aria-label={`${plan.name} plan`}>
          <TextField
            id={id('price')}
            label="Price (USD a month)"
            inputMode="decimal"
            value={form.price}
            onChange={set('price')}
            error={errors.price}
          />
          <TextareaField
            id={id('description')}
            label="Description"
            rows={2}
            value={form.description}
            onChange={set('description')}
            error={errors.description}
          />
          <TextareaField
            id={id('features')}
            label="Features"
            hint={<FieldHint>One a line.</FieldHint>}
            rows={6}
            value={form.features}
            onChange={set('features')}
            error={errors.features}
          />
          <TextareaField
            id={id('limitations')}
            label="Limitations"
            hint={<FieldHint>One a line.</FieldHint>}
            rows={3}
            value={form.limitations}
            onChange={set('limitations')}
            error={errors.limitations}
          />
          <TextField
            id={id('ctaText')}
            label="Button text"
            value={form.ctaText}
            onChange={set('ctaText')}
            error={errors.ctaText}
          />
          <TextField
            id={id('monthlyAnalyses')}
            label="Monthly analyses"
            hint={
              <FieldHint>
                Blank for unlimited. Accounts on this plan without a number of their own follow it.
              </FieldHint>
            }
            inputMode="numeric"
            value={form.monthlyAnalyses}
            onChange={set('monthlyAnalyses')}
            error={errors.monthlyAnalyses}
          />
          <div className="flex items-center gap-3">
            <Switch
              id={id('popular')}
              checked={form.popular}
              onCheckedChange={(popular) => setForm((current) => ({ ...current, popular }))}
            />
            <Label htmlFor={id('popular')}>Marked Most Popular</Label>
          </div>
          <Button type="submit" disabled={update.isPending || !unsaved} className="w-full sm:w-auto">
            {update.isPending ? 'Saving...' : `Save ${plan.name}`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
