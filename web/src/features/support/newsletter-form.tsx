import { newsletterSubscribeRequest } from '@botlens/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useNewsletterSubscribeMutation } from './use-support-queries';

/** Part 2, Support: the newsletter's Subscribe box; the address is confirmed from a mail (double opt-in). */
export function NewsletterForm() {
  const subscribe = useNewsletterSubscribeMutation();
  const form = useForm({ resolver: zodResolver(newsletterSubscribeRequest), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(({ email }) =>
    subscribe.mutate(email, { onSuccess: () => form.reset({ email: '' }) }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Newsletter</CardTitle>
        <CardDescription>
          News about AI crawlers and BotLens, now and then. Unsubscribe from any mail.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            id="newsletter-email"
            label="Email"
            type="email"
            autoComplete="email"
            className="flex-1"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" disabled={subscribe.isPending} className="sm:mt-6">
            Subscribe
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
