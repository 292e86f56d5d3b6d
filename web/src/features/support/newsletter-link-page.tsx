import { MailCheck, MailX } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { Callout } from '@/components/callout';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  type NewsletterAction,
  useNewsletterTokenMutation,
  useNewsletterTokenQuery,
} from './use-support-queries';

const STATUS_TEXT = {
  pending: 'This address is waiting for confirmation.',
  confirmed: 'This address receives the BotLens newsletter.',
  unsubscribed: 'This address no longer receives the BotLens newsletter.',
} as const;

/**
 * The page a newsletter mail links to: it reads the link's state (a GET changes nothing, so a mail
 * scanner that follows the link confirms or unsubscribes nobody) and the button does the change.
 */
function NewsletterLinkPage({ action }: { action: NewsletterAction }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useNewsletterTokenQuery(action, token);
  const change = useNewsletterTokenMutation(action, token);
  const title = action === 'confirm' ? 'Confirm your subscription' : 'Unsubscribe from the newsletter';
  const done = action === 'confirm' ? 'confirmed' : 'unsubscribed';

  return (
    <PageContainer className="max-w-xl space-y-6">
      <PageHeader title={title} />
      {token === '' ? (
        <Callout tone="danger" title="This link is not valid">
          Open the link from the mail again, whole.
        </Callout>
      ) : (
        <QueryState query={state} errorTitle="This link does not work" skeleton={<TableSkeleton rows={2} />}>
          {(answer) => (
            <Card>
              <CardContent className="space-y-4 p-6">
                <p className="font-medium break-all">{answer.email}</p>
                <p>{STATUS_TEXT[answer.status]}</p>
                {answer.status === done ? (
                  <Callout
                    tone="success"
                    title={action === 'confirm' ? 'Subscription confirmed' : 'Unsubscribed'}
                  >
                    {action === 'confirm'
                      ? 'Thank you. Every mail carries a link to unsubscribe.'
                      : 'You will receive no more newsletter mails.'}
                  </Callout>
                ) : action === 'confirm' && answer.status === 'unsubscribed' ? null : (
                  <Button onClick={() => change.mutate()} disabled={change.isPending}>
                    {action === 'confirm' ? <MailCheck aria-hidden="true" /> : <MailX aria-hidden="true" />}
                    {action === 'confirm' ? 'Confirm subscription' : 'Unsubscribe'}
                  </Button>
                )}
              </CardContent>
            </Card>
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}

export function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" />;
}

export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
