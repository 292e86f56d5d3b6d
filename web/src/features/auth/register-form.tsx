import {
  REGISTRATION_CLOSED_MESSAGE,
  REGISTRATION_INVITE_ONLY_MESSAGE,
  registerRequest,
} from '@botlens/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'wouter';
import { z } from 'zod';
import { Callout } from '@/components/callout';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRegistrationModeQuery } from '@/features/system-settings/use-system-settings-queries';
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

/**
 * Create Account, as the System Settings' registration allows: closed says so and shows no form; invite
 * only shows the form to an invitation link (?invite=), whose token goes with the registration.
 */
export function RegisterForm() {
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? undefined;
  const mode = useRegistrationModeQuery().data?.registration;
  if (mode === 'closed')
    return (
      <Callout tone="info" title={REGISTRATION_CLOSED_MESSAGE}>
        New accounts are not being created. An administrator can create one for you.
      </Callout>
    );
  if (mode === 'invite' && !invite)
    return (
      <Callout tone="info" title={REGISTRATION_INVITE_ONLY_MESSAGE}>
        Open the invitation link you received by e-mail, or ask an administrator for one.
      </Callout>
    );
  return <OpenRegisterForm invite={mode === 'invite' ? invite : undefined} />;
}

function OpenRegisterForm({ invite }: { invite: string | undefined }) {
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
      { email, password, firstName, lastName, ...(invite ? { invite } : {}) },
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
