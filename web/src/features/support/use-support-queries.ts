import {
  adminMailOutboxResponse,
  adminSupportMessage,
  adminSupportMessagesResponse,
  digestUnsubscribeResponse,
  newsletterSubscribeResponse,
  newsletterTokenResponse,
  type SupportMessageRequest,
  supportMessageAccepted,
  userDoc,
  userDocsIndex,
} from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { apiPath, apiQueryKey, apiUrl } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useApiQuery } from '@/lib/use-api-query';

export function useUserDocsQuery() {
  return useApiQuery('/api/docs', { schema: userDocsIndex });
}

export function useUserDocQuery(slug: string) {
  return useApiQuery(apiPath('/api/docs', slug), { schema: userDoc });
}

/** Part 2 §8: success is 'Message sent' (We'll get back to you within 24 hours: the category's time). */
export function useSendSupportMessageMutation() {
  return useApiMutation({
    mutationFn: (message: SupportMessageRequest) =>
      sendApi('POST', '/api/support/messages', message, supportMessageAccepted),
    errorToast: { title: 'Message not sent' },
    onSuccess: ({ responseHours }) =>
      toast({ title: 'Message sent', description: `We'll get back to you within ${responseHours} hours.` }),
  });
}

export function useNewsletterSubscribeMutation() {
  return useApiMutation({
    mutationFn: (email: string) => sendApi('POST', '/api/newsletter', { email }, newsletterSubscribeResponse),
    errorToast: { title: 'Subscription failed' },
    onSuccess: ({ message }) => toast({ title: 'Almost there', description: message }),
  });
}

export type NewsletterAction = 'confirm' | 'unsubscribe';

export function useNewsletterTokenQuery(action: NewsletterAction, token: string) {
  return useApiQuery(apiUrl(`/api/newsletter/${action}`, { token }), {
    schema: newsletterTokenResponse,
    enabled: token !== '',
    retry: false,
  });
}

export function useNewsletterTokenMutation(action: NewsletterAction, token: string) {
  const queryClient = useQueryClient();
  const url = apiUrl(`/api/newsletter/${action}`, { token });
  return useApiMutation({
    mutationFn: () => sendApi('POST', url, undefined, newsletterTokenResponse),
    errorToast: { title: action === 'confirm' ? 'Confirmation failed' : 'Unsubscribe failed' },
    onSuccess: (answer) => queryClient.setQueryData(apiQueryKey(url), answer),
  });
}

const SUPPORT_MESSAGES = '/api/admin/support-messages';

export function useAdminSupportMessagesQuery(status: 'open' | 'closed') {
  return useApiQuery(apiUrl(SUPPORT_MESSAGES, { status }), { schema: adminSupportMessagesResponse });
}

export function useCloseSupportMessageMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (id: number) =>
      sendApi('POST', apiPath(SUPPORT_MESSAGES, id, 'close'), undefined, adminSupportMessage),
    errorToast: { title: 'Could not close the message' },
    onSuccess: () => {
      toast({ title: 'Message closed' });
      return queryClient.invalidateQueries({ queryKey: apiQueryKey(SUPPORT_MESSAGES) });
    },
  });
}

export function useAdminMailOutboxQuery() {
  return useApiQuery('/api/admin/mail-outbox', { schema: adminMailOutboxResponse });
}

/** The weekly digest's unsubscribe link (user and token from the mail): read, then turned off by the button. */
export function useDigestUnsubscribeQuery(user: string, token: string) {
  return useApiQuery(apiUrl('/api/digest/unsubscribe', { token, user }), {
    schema: digestUnsubscribeResponse,
    enabled: user !== '' && token !== '',
    retry: false,
  });
}

export function useDigestUnsubscribeMutation(user: string, token: string) {
  const queryClient = useQueryClient();
  const url = apiUrl('/api/digest/unsubscribe', { token, user });
  return useApiMutation({
    mutationFn: () => sendApi('POST', url, undefined, digestUnsubscribeResponse),
    errorToast: { title: 'Unsubscribe failed' },
    onSuccess: (answer) => queryClient.setQueryData(apiQueryKey(url), answer),
  });
}
