import type { AdminMailOutboxResponse, AdminSupportMessage } from '@botlens/contracts';
import { SUPPORT_CATEGORY_LABELS } from '@botlens/contracts';
import { CircleAlert, Clock, Inbox, Send } from 'lucide-react';
import { useState } from 'react';
import { Callout } from '@/components/callout';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { StatCard } from '@/components/stat-card';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/select-field';
import {
  useAdminMailOutboxQuery,
  useAdminSupportMessagesQuery,
  useCloseSupportMessageMutation,
} from '../use-support-queries';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (value: string | null) => (value ? WHEN.format(new Date(value)) : '—');

function CloseButton({ message }: { message: AdminSupportMessage }) {
  const close = useCloseSupportMessageMutation();
  return (
    <Button size="sm" variant="outline" disabled={close.isPending} onClick={() => close.mutate(message.id)}>
      Close
    </Button>
  );
}

const MESSAGE_COLUMNS: DataTableColumn<AdminSupportMessage>[] = [
  {
    id: 'from',
    header: 'From',
    isRowHeader: true,
    sortValue: (m) => m.name,
    cell: (m) => (
      <>
        <span className="block font-medium">{m.name}</span>
        <span className="block break-all text-muted-foreground">{m.email}</span>
      </>
    ),
  },
  {
    id: 'message',
    header: 'Message',
    cell: (m) => (
      <>
        <span className="block font-medium">
          [{SUPPORT_CATEGORY_LABELS[m.category]}] {m.subject}
        </span>
        <span className="block whitespace-pre-wrap break-words text-muted-foreground">{m.message}</span>
      </>
    ),
  },
  { id: 'received', header: 'Received', sortValue: (m) => m.createdAt, cell: (m) => when(m.createdAt) },
  {
    id: 'state',
    header: 'State',
    cell: (m) => (m.status === 'open' ? <CloseButton message={m} /> : `Closed ${when(m.closedAt)}`),
  },
];

type OutboxMail = AdminMailOutboxResponse['recent'][number];
const OUTBOX_COLUMNS: DataTableColumn<OutboxMail>[] = [
  {
    id: 'to',
    header: 'To',
    isRowHeader: true,
    cell: (m) => (
      <>
        <span className="block break-all">{m.toAddress}</span>
        <span className="block text-muted-foreground">{m.kind}</span>
      </>
    ),
  },
  { id: 'subject', header: 'Subject', cell: (m) => m.subject },
  { id: 'status', header: 'Status', cell: (m) => `${m.status} after ${m.attempts} attempts` },
  { id: 'error', header: 'Last error', cell: (m) => m.lastError ?? '—' },
  { id: 'next', header: 'Next attempt', cell: (m) => (m.status === 'pending' ? when(m.nextAttemptAt) : '—') },
];

function SupportMessagesCard() {
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const messages = useAdminSupportMessagesQuery(status);
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Support messages</CardTitle>
          <CardDescription>Sent from the Support page's contact form.</CardDescription>
        </div>
        <SelectField
          id="support-messages-status"
          label="Show"
          value={status}
          onValueChange={(value) => setStatus(value === 'closed' ? 'closed' : 'open')}
          options={[
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
          ]}
          className="sm:w-40"
        />
      </CardHeader>
      <CardContent>
        <QueryState
          query={messages}
          errorTitle="Could not load support messages"
          skeleton={<TableSkeleton rows={3} />}
        >
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState icon={<Inbox className="size-8" />} title={`No ${status} messages`} />
            ) : (
              <DataTable
                caption="Support messages"
                columns={MESSAGE_COLUMNS}
                rows={rows}
                rowKey={(m) => m.id}
              />
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}

function MailOutboxCard() {
  const outbox = useAdminMailOutboxQuery();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Mail outbox</CardTitle>
        <CardDescription>
          Every mail BotLens sends waits here until the SMTP server has taken it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <QueryState
          query={outbox}
          errorTitle="Could not load the outbox"
          skeleton={<TableSkeleton rows={3} />}
        >
          {(data) => (
            <>
              {!data.smtpConfigured && (
                <Callout tone="warning" title="SMTP is not configured">
                  Set SMTP_URL: until then mails stay pending in the outbox.
                </Callout>
              )}
              <div className="grid gap-4 sm:grid-cols-3">
                <StatCard title="Pending" icon={Clock} value={data.counts.pending} />
                <StatCard title="Sent" icon={Send} value={data.counts.sent} />
                <StatCard
                  title="Failed"
                  icon={CircleAlert}
                  value={data.counts.failed}
                  tone={data.counts.failed > 0 ? 'danger' : undefined}
                />
              </div>
              <DataTable
                caption="Mails not delivered"
                columns={OUTBOX_COLUMNS}
                rows={data.recent}
                rowKey={(m) => m.id}
                empty="Every mail went out."
              />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** The administrator's Support tab: contact messages to read and close, and the mail outbox's state. */
export function SupportAdminTab() {
  return (
    <div className="space-y-6">
      <SupportMessagesCard />
      <MailOutboxCard />
    </div>
  );
}
