import { changePasswordRequest } from '@botlens/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { NewPasswordHint } from '@/features/auth/password-strength-meter';
import { errorField } from '@/lib/api';
import { useChangePasswordMutation } from '../use-change-password-mutation';

const changePasswordForm = changePasswordRequest
  .and(z.object({ confirmPassword: z.string() }))
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The current password proves it is the owner; every other session is signed out, this one stays. */
export function ChangePasswordCard() {
  const change = useChangePasswordMutation();
  const form = useForm({
    resolver: zodResolver(changePasswordForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = ({ currentPassword, newPassword: chosen }: z.output<typeof changePasswordForm>) =>
    change.mutate(
      { currentPassword, newPassword: chosen },
      {
        onSuccess: () => form.reset(EMPTY),
        // A wrong current password or a too common new one shows under its input as well as in the toast.
        onError: (error) => {
          const refused = errorField(error);
          if (refused?.field === 'currentPassword' || refused?.field === 'newPassword') {
            form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
          }
        },
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Change password</CardTitle>
        <CardDescription>Other devices signed in to your account will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <TextField
            id="current-password"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <TextField
            id="new-password"
            label="New Password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            hint={<NewPasswordHint password={newPassword} />}
            {...form.register('newPassword')}
          />
          <TextField
            id="confirm-new-password"
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" className="justify-self-start" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
