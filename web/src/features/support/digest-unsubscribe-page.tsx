import { MailX } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { Callout } from '@/components/callout';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDigestUnsubscribeMutation, useDigestUnsubscribeQuery } from './use-support-queries';

/** The weekly digest's unsubscribe link: works without signing in; the button, not the visit, turns it off. */
export function DigestUnsubscribePage() {
  const [params] = useSearchParams();
  const user = params.get('user') ?? '';
  const token = params.get('token') ?? '';
  const state = useDigestUnsubscribeQuery(user, token);
  const unsubscribe = useDigestUnsubscribeMutation(user, token);
  return (
    <PageContainer className="max-w-xl space-y-6">
      <PageHeader title="Weekly digest" />
      {user === '' || token === '' ? (
        <Callout tone="danger" title="This link is not valid">
          Open the link from the mail again, whole.
        </Callout>
      ) : (
        <QueryState query={state} errorTitle="This link does not work" skeleton={<TableSkeleton rows={2} />}>
          {(answer) => (
            <Card>
              <CardContent className="space-y-4 p-6">
                <p className="font-medium break-all">{answer.email}</p>
                {answer.weeklyDigest ? (
                  <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
                    <MailX aria-hidden="true" />
                    Stop the weekly digest
                  </Button>
                ) : (
                  <Callout tone="success" title="Unsubscribed">
                    This address receives no weekly digest. You can turn it on again in Settings.
                  </Callout>
                )}
              </CardContent>
            </Card>
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}
