import {
  type AdminCreateUserRequest,
  type AdminUser,
  adminCreateUserRequest,
  adminUpdateUserRequest,
} from '@botlens/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { errorField } from '@/lib/api';
import { useCreateUserMutation, useUpdateUserMutation } from './use-admin-user-mutations';

type FormValues = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'user' | 'admin';
};
const FIELDS = ['email', 'password', 'firstName', 'lastName', 'role'] as const;
const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

/**
 * Part 2 §5: Create User (e-mail, password, names, role user by default) and Edit (the same without the
 * password). The reserved administrator's address and role are fixed here as on the server.
 */
export function UserFormDialog({ user, trigger }: { user?: AdminUser; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const editing = user !== undefined;
  const idPrefix = editing ? `edit-user-${user.id}` : 'create-user';
  const blank: FormValues = {
    email: user?.email ?? '',
    password: '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    role: user?.role ?? 'user',
  };
  const form = useForm<FormValues>({
    // The edit form has no password: its schema drops the field, so an empty one is not an error.
    resolver: zodResolver(editing ? adminUpdateUserRequest : adminCreateUserRequest) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: blank,
  });
  const { errors } = form.formState;
  const create = useCreateUserMutation();
  const update = useUpdateUserMutation(user?.id ?? 0);
  const pending = create.isPending || update.isPending;

  const changeOpen = (next: boolean) => {
    if (next) form.reset(blank);
    setOpen(next);
  };
  const refusedField = (error: unknown) => {
    const refused = errorField(error);
    const field = FIELDS.find((name) => name === refused?.field);
    if (field && refused) form.setError(field, { message: refused.message }, { shouldFocus: true });
  };
  const onSubmit = ({ password, ...fields }: FormValues) => {
    const done = { onSuccess: () => setOpen(false), onError: refusedField };
    if (editing) update.mutate(fields, done);
    else create.mutate({ ...fields, password } satisfies AdminCreateUserRequest, done);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit User' : 'Create User'}</DialogTitle>
          <DialogDescription>
            {editing
              ? `Change ${user.email}'s details and role.`
              : 'Create an account that can sign in at once.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <TextField
            id={`${idPrefix}-email`}
            label="Email"
            type="email"
            autoComplete="off"
            readOnly={user?.reservedAdmin}
            hint={user?.reservedAdmin ? 'Set by ADMIN_EMAIL.' : undefined}
            error={errors.email?.message}
            {...form.register('email')}
          />
          {!editing && (
            <TextField
              id={`${idPrefix}-password`}
              label="Password"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${idPrefix}-first-name`}
              label="First Name"
              autoComplete="off"
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextField
              id={`${idPrefix}-last-name`}
              label="Last Name"
              autoComplete="off"
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </div>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <SelectField
                id={`${idPrefix}-role`}
                label="Role"
                value={field.value}
                onValueChange={field.onChange}
                options={ROLE_OPTIONS}
                disabled={user?.reservedAdmin}
                error={errors.role?.message}
              />
            )}
          />
          <DialogFormFooter
            pending={pending}
            pendingLabel="Saving..."
            submitLabel={editing ? 'Update User' : 'Create User'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
