import { registerRequest } from '@botlens/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorField } from '@/lib/api';
import { NewPasswordHint } from './password-strength-meter';
import { useRegisterMutation } from './use-register-mutation';

const registerFormSchema = registerRequest
  .extend({ confirmPassword: z.string() })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

type RegisterFormValues = z.output<typeof registerFormSchema>;

const SENT_FIELDS = ['email', 'password', 'firstName', 'lastName'] as const;
function isSentField(field: string): field is (typeof SENT_FIELDS)[number] {
  return (SENT_FIELDS as readonly string[]).includes(field);
}

export function RegisterForm() {
  const registerAccount = useRegisterMutation();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  // The confirmation only guards against typos; the server never sees it.
  const onSubmit = ({ email, password, firstName, lastName }: RegisterFormValues) =>
    registerAccount.mutate(
      { email, password, firstName, lastName },
      {
        // A refusal of one input (a taken e-mail, a too common password) shows under it as well as in the
        // toast, and stays there until that input changes.
        onError: (error) => {
          const refused = errorField(error);
          if (refused && isSentField(refused.field)) {
            form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
          }
        },
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          id="register-last-name"
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={<NewPasswordHint password={password} />}
        {...form.register('password')}
      />
      <TextField
        id="register-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="mt-2 w-full" disabled={registerAccount.isPending}>
        {registerAccount.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
