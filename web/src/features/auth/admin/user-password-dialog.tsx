import { type AdminUser, adminPasswordField } from '@botlens/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { TextField } from '@/components/ui/text-field';
import { errorField } from '@/lib/api';
import { useSetUserPasswordMutation } from './use-admin-user-mutations';

/** Part 2 §5: both at least 6 characters (then the server's rules) and equal, the mismatch on the second. */
const passwordForm = z
  .object({
    newPassword: adminPasswordField,
    confirmPassword: z.string().min(6, 'Password must be at least 6 characters'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
type PasswordForm = z.infer<typeof passwordForm>;
const EMPTY: PasswordForm = { newPassword: '', confirmPassword: '' };

/** The Password action: a new password for the user; the server signs them out everywhere. */
export function UserPasswordDialog({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const setPassword = useSetUserPasswordMutation(user.id);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const changeOpen = (next: boolean) => {
    if (next) form.reset(EMPTY);
    setOpen(next);
  };
  const onSubmit = ({ newPassword }: PasswordForm) =>
    setPassword.mutate(newPassword, {
      onSuccess: () => setOpen(false),
      onError: (error) => {
        const refused = errorField(error);
        if (refused?.field === 'password') form.setError('newPassword', { message: refused.message });
      },
    });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Change password of ${user.email}`}>
          Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            A new password for {user.email}. Every device they are signed in on is signed out.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <TextField
            id={`password-${user.id}-new`}
            label="New Password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <TextField
            id={`password-${user.id}-confirm`}
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <DialogFormFooter
            pending={setPassword.isPending}
            pendingLabel="Changing..."
            submitLabel="Change Password"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
