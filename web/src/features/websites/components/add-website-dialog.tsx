import { type CreateWebsiteRequest, createWebsiteRequest, type Website } from '@botlens/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { TextField } from '@/components/ui/text-field';
import { errorField } from '@/lib/api';
import { useCreateWebsiteMutation } from '../use-create-website-mutation';

type AddWebsiteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new website once it is saved, so its tracking setup can open. */
  onCreated: (website: Website) => void;
  /** Where focus goes when the dialog is dismissed (there is no single trigger to return to). */
  onCloseAutoFocus: (event: Event) => void;
};

const EMPTY_FORM: CreateWebsiteRequest = { name: '', domain: '' };

/** Part 1 §2.6 and §5: name and domain, validated on submit and again on every change. */
export function AddWebsiteDialog({ open, onOpenChange, onCreated, onCloseAutoFocus }: AddWebsiteDialogProps) {
  const createWebsite = useCreateWebsiteMutation();
  // After a save the setup dialog opens at once and takes focus; pulling it back out would only flicker.
  const closedByCreate = useRef(false);
  const form = useForm({
    resolver: zodResolver(createWebsiteRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;

  const changeOpen = (next: boolean) => {
    // A dialog closed half-filled opens clean next time.
    if (!next) form.reset(EMPTY_FORM);
    onOpenChange(next);
  };

  const onSubmit = (values: CreateWebsiteRequest) =>
    createWebsite.mutate(values, {
      onSuccess: (website) => {
        closedByCreate.current = true;
        changeOpen(false);
        onCreated(website);
      },
      // A refusal of one input (a domain the account already tracks) shows under it as well as in the toast.
      onError: (error) => {
        const refused = errorField(error);
        if (refused?.field === 'name' || refused?.field === 'domain') {
          form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
        }
      },
    });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (closedByCreate.current) {
            closedByCreate.current = false;
            event.preventDefault();
          } else {
            onCloseAutoFocus(event);
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Add Website</DialogTitle>
          <DialogDescription>
            Add a website to start tracking the bots and AI crawlers that visit it.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <TextField
            id="website-name"
            label="Website Name"
            autoComplete="off"
            placeholder="e.g. My Blog"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            id="website-domain"
            label="Domain"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="e.g. https://example.com"
            error={errors.domain?.message}
            {...form.register('domain')}
          />
          <DialogFormFooter
            pending={createWebsite.isPending}
            pendingLabel="Adding..."
            submitLabel="Add Website"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
