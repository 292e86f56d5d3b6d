import type { AdminPlansResponse } from '@botlens/contracts';
import { Callout } from '@/components/callout';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
type Setting = AdminPlansResponse['payment']['settings'][number];

const SETTING_COLUMNS: DataTableColumn<Setting>[] = [
  { id: 'name', header: 'Setting', isRowHeader: true, cell: (setting) => <code>{setting.name}</code> },
  {
    id: 'state',
    header: 'State',
    cell: (setting) =>
      setting.present ? (
        <Badge variant="success">Present</Badge>
      ) : (
        <Badge variant={setting.name === 'STRIPE_API_URL' ? 'neutral' : 'danger'}>Missing</Badge>
      ),
  },
];

/** Whether purchases can be made: the Stripe settings present or missing (never their values), the last webhook. */
export function PaymentStatusCard({ payment }: { payment: AdminPlansResponse['payment'] }) {
  const last = payment.lastWebhook;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment configuration</CardTitle>
        <CardDescription>
          Set in the server's environment; only whether each is set is shown here.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {payment.configured ? (
          <Callout tone="success" title="Stripe is configured">
            Pro can be bought online.
          </Callout>
        ) : (
          <Callout tone="warning" title="Payment keys are not configured">
            Purchases are impossible until STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET
            and STRIPE_PRICE_PRO are set.
          </Callout>
        )}
        <DataTable
          caption="Stripe settings"
          columns={SETTING_COLUMNS}
          rows={payment.settings}
          rowKey={(setting) => setting.name}
        />
        <p className="text-sm text-muted-foreground">
          {last ? (
            <>
              Last webhook: <code>{last.type}</code>, received{' '}
              <time dateTime={last.receivedAt}>{WHEN.format(new Date(last.receivedAt))}</time>, {last.result}.
            </>
          ) : (
            'No webhook from Stripe has been received yet.'
          )}
        </p>
      </CardContent>
    </Card>
  );
}
