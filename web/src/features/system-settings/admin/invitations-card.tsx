import { INVITATION_DAYS, type Invitation } from '@botlens/contracts';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Callout } from '@/components/callout';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/text-field';
import {
  useCreateInvitationMutation,
  useInvitationsQuery,
  useRevokeInvitationMutation,
} from '../use-system-settings-queries';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function RevokeButton({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitationMutation();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline">
          Revoke
        </Button>
      }
      title="Revoke invitation"
      description={`The link sent to ${invitation.email} will stop working.`}
      confirmLabel="Revoke"
      pendingLabel="Revoking..."
      onConfirm={() => revoke.mutateAsync(invitation.id)}
    />
  );
}

const COLUMNS: DataTableColumn<Invitation>[] = [
  {
    id: 'email',
    header: 'E-mail',
    isRowHeader: true,
    sortValue: (i) => i.email,
    cell: (i) => <span className="break-all">{i.email}</span>,
  },
  { id: 'by', header: 'Invited by', cell: (i) => i.createdByEmail ?? '—' },
  {
    id: 'expires',
    header: 'Expires',
    sortValue: (i) => i.expiresAt,
    cell: (i) => WHEN.format(new Date(i.expiresAt)),
  },
  { id: 'revoke', header: 'Action', cell: (i) => <RevokeButton invitation={i} /> },
];

/** One-time invitation links: the link is shown once here, and mailed when SMTP is configured. */
export function InvitationsCard() {
  const invitations = useInvitationsQuery();
  const create = useCreateInvitationMutation();
  const [email, setEmail] = useState('');
  const created = create.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitations</CardTitle>
        <CardDescription>
          While registration is invite only, an invitation lets one address register once, within{' '}
          {INVITATION_DAYS} days.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ email }, { onSuccess: () => setEmail('') });
          }}
        >
          <TextField
            id="invitation-email"
            label="E-mail address"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="flex-1"
          />
          <Button type="submit" disabled={create.isPending || email.trim() === ''}>
            <MailPlus aria-hidden="true" />
            {create.isPending ? 'Inviting...' : 'Invite'}
          </Button>
        </form>
        {created && (
          <Callout tone="success" title={`Invitation for ${created.invitation.email}`}>
            <p>
              {created.mailed
                ? 'It was mailed. The link, shown only now:'
                : 'SMTP is not configured: send this link yourself. It is shown only now:'}
            </p>
            <code className="mt-1 block break-all rounded bg-white/70 p-2 text-xs">{created.link}</code>
          </Callout>
        )}
        <QueryState
          query={invitations}
          errorTitle="Could not load the invitations"
          skeleton={<TableSkeleton rows={2} />}
        >
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState icon={<MailPlus className="size-8" />} title="No pending invitations" />
            ) : (
              <DataTable caption="Pending invitations" columns={COLUMNS} rows={rows} rowKey={(i) => i.id} />
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
