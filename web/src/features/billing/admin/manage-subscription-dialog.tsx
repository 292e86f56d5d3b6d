import {
  type AdminUser,
  planOf,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
  type SubscriptionStatus,
  type SubscriptionTier,
} from '@botlens/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useResetUsageMutation, useUpdateSubscriptionMutation } from './use-admin-subscription-mutations';

const TIER_OPTIONS = SUBSCRIPTION_TIERS.map((tier) => ({ value: tier, label: planOf(tier).name }));
/** Part 2 §4: underscores show as spaces. */
export const statusLabel = (status: SubscriptionStatus) => status.replace('_', ' ');
const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

/** A whole number of 0 or more, or the message that says why not (part 2 §5: parsed as an integer). */
function parseLimit(text: string): number | string {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value)) return 'Monthly limit must be a whole number';
  if (value < 0) return 'Monthly limit must be 0 or more';
  return value;
}

/** The Manage dialog: tier, status, monthly limit, Cancel Sub (asked first) and Reset Usage. */
export function ManageSubscriptionDialog({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const [tier, setTier] = useState<SubscriptionTier>(user.subscriptionTier);
  const [status, setStatus] = useState<SubscriptionStatus>(user.subscriptionStatus);
  const [limit, setLimit] = useState(String(user.monthlyAnalysesLimit));
  const [limitError, setLimitError] = useState<string>();
  const update = useUpdateSubscriptionMutation(user.id);
  const reset = useResetUsageMutation(user.id);
  const id = `subscription-${user.id}`;

  const changeOpen = (next: boolean) => {
    if (next) {
      setTier(user.subscriptionTier);
      setStatus(user.subscriptionStatus);
      setLimit(String(user.monthlyAnalysesLimit));
      setLimitError(undefined);
    }
    setOpen(next);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLimit(limit);
    if (typeof parsed === 'string') return setLimitError(parsed);
    update.mutate(
      { subscriptionTier: tier, subscriptionStatus: status, monthlyAnalysesLimit: parsed },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Manage subscription of ${user.email}`}>
          Manage
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage Subscription</DialogTitle>
          <DialogDescription>
            {user.email}: {user.monthlyAnalysesUsed} of {user.monthlyAnalysesLimit} analyses used this month.
            {user.stripeSubscription && ' Paid through Stripe: Cancel Sub cancels it at Stripe too.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={save} className="grid gap-4">
          <SelectField
            id={`${id}-tier`}
            label="Subscription Tier"
            value={tier}
            onValueChange={(value) => setTier(value as SubscriptionTier)}
            options={TIER_OPTIONS}
          />
          <SelectField
            id={`${id}-status`}
            label="Status"
            value={status}
            onValueChange={(value) => setStatus(value as SubscriptionStatus)}
            options={STATUS_OPTIONS}
          />
          <TextField
            id={`${id}-limit`}
            label="Monthly Analyses Limit"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={limit}
            error={limitError}
            onChange={(event) => {
              setLimit(event.target.value);
              setLimitError(undefined);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <ConfirmDialog
              trigger={
                <Button
                  type="button"
                  variant="destructive"
                  disabled={user.subscriptionStatus === 'cancelled'}
                >
                  Cancel Sub
                </Button>
              }
              title="Cancel subscription?"
              description="Are you sure you want to cancel this subscription?"
              confirmLabel="Cancel Sub"
              cancelLabel="Keep it"
              pendingLabel="Cancelling..."
              onConfirm={() =>
                update.mutateAsync({ subscriptionStatus: 'cancelled' }).then(() => setOpen(false))
              }
            />
            <Button type="button" variant="outline" disabled={reset.isPending} onClick={() => reset.mutate()}>
              {reset.isPending ? 'Resetting...' : 'Reset Usage'}
            </Button>
          </div>
          <DialogFormFooter
            pending={update.isPending}
            pendingLabel="Saving..."
            submitLabel="Update Subscription"
            closeLabel="Close"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
