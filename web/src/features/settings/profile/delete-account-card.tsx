import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useUserQuery } from '@/features/auth/use-user-query';
import { useDeleteAccountMutation } from '../use-delete-account-mutation';

/** Typing the account's e-mail arms the button; a dialog asks once more; then the person is signed out. */
export function DeleteAccountCard() {
  const email = useUserQuery().data?.email ?? '';
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccountMutation();
  const matches = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <Card className="border-danger-border">
      <CardHeader>
        <CardTitle level={2}>Delete account</CardTitle>
        <CardDescription>
          Your websites, their hits, your audits and your sessions are removed for good; an active
          subscription is cancelled first.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <TextField
          id="delete-account-confirmation"
          label={`Type ${email || 'your e-mail'} to confirm`}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <ConfirmDialog
          trigger={
            <Button variant="destructive" className="justify-self-start" disabled={!matches}>
              <Trash2 aria-hidden="true" />
              Delete account
            </Button>
          }
          title="Delete your account?"
          description="This cannot be undone. Everything in your account is deleted and you are signed out."
          confirmLabel="Delete account"
          pendingLabel="Deleting..."
          onConfirm={() => remove.mutateAsync(typed.trim())}
        />
      </CardContent>
    </Card>
  );
}
