import { type CreateSharedLinkRequest, createSharedLinkRequest } from '@botlens/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorField } from '@/lib/api';
import { useCreateSharedLinkMutation } from './use-create-shared-link-mutation';

const EMPTY_FORM: CreateSharedLinkRequest = { label: '', password: '' };

/** A label for the owner's list, and an optional password the visitor must type. */
export function CreateSharedLinkForm({ websiteId }: { websiteId: number }) {
  const create = useCreateSharedLinkMutation(websiteId);
  const form = useForm({
    resolver: zodResolver(createSharedLinkRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;
  const onSubmit = (values: CreateSharedLinkRequest) =>
    create.mutate(
      // An empty password means a link without one.
      { label: values.label, ...(values.password ? { password: values.password } : {}) },
      {
        onSuccess: () => form.reset(EMPTY_FORM),
        onError: (error) => {
          const refused = errorField(error);
          if (refused?.field === 'label' || refused?.field === 'password') {
            form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
          }
        },
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid items-start gap-3 sm:grid-cols-2">
      <TextField
        id={`shared-link-label-${websiteId}`}
        label="Label"
        placeholder="e.g. Client report"
        autoComplete="off"
        error={errors.label?.message}
        {...form.register('label')}
      />
      <TextField
        id={`shared-link-password-${websiteId}`}
        label="Password (optional)"
        type="password"
        autoComplete="new-password"
        hint={
          <p className="text-xs text-slate-600">Leave empty for a link anyone with the address can open.</p>
        }
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          <Plus aria-hidden="true" />
          {create.isPending ? 'Creating...' : 'Create link'}
        </Button>
      </div>
    </form>
  );
}
