import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api';
import { useUnlockSharedLinkMutation } from './use-unlock-shared-link-mutation';

/** A password-protected link's first screen: nothing of the website shows until the password is right. */
export function SharedPasswordForm({ slug }: { slug: string }) {
  const unlock = useUnlockSharedLinkMutation(slug);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Password is required');
      return;
    }
    setError(undefined);
    unlock.mutate(password, { onError: (failure) => setError(errorMessage(failure)) });
  };
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2 text-xl">
          <LockKeyhole aria-hidden="true" className="size-5" />
          Password required
        </CardTitle>
        <CardDescription>
          This shared dashboard is password protected. Enter the password you were given.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextField
            id="shared-link-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            // The only thing to do on this screen is type the password.
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={unlock.isPending}>
            {unlock.isPending ? 'Checking...' : 'View dashboard'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
