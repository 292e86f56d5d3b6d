import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_HOURS,
  SUPPORT_RESPONSE_HOURS,
  type SupportCategory,
  supportMessageRequest,
} from '@botlens/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorField } from '@/lib/api';
import { useSendSupportMessageMutation } from './use-support-queries';

const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((category) => ({
  value: category,
  label: `${SUPPORT_CATEGORY_LABELS[category]} (response within ${SUPPORT_RESPONSE_HOURS[category]}h)`,
}));

const FIELDS = ['name', 'email', 'subject', 'message', 'category'] as const;
function isFormField(field: string): field is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(field);
}

const EMPTY = { name: '', email: '', subject: '', message: '', category: 'general' as SupportCategory };

/** Part 2, Support: the contact form (name, email, subject, message, all required) and its category. */
export function ContactForm({ defaults }: { defaults?: { name?: string; email?: string } }) {
  const send = useSendSupportMessageMutation();
  const form = useForm({
    resolver: zodResolver(supportMessageRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...EMPTY, ...defaults },
  });
  const { errors } = form.formState;
  const category = useWatch({ control: form.control, name: 'category' }) ?? 'general';

  const onSubmit = form.handleSubmit((message) =>
    send.mutate(message, {
      onSuccess: () => form.reset({ ...EMPTY, ...defaults }),
      onError: (error) => {
        const refused = errorField(error);
        if (refused && isFormField(refused.field)) form.setError(refused.field, { message: refused.message });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact support</CardTitle>
        <CardDescription>Support hours: {SUPPORT_HOURS}.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="contact-name"
              label="Name"
              autoComplete="name"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextField
              id="contact-email"
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
          </div>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <SelectField
                id="contact-category"
                label="Category"
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                options={CATEGORY_OPTIONS}
                hint={`We answer ${SUPPORT_CATEGORY_LABELS[category].toLowerCase()} questions within ${SUPPORT_RESPONSE_HOURS[category]} hours, ${SUPPORT_HOURS}.`}
                error={errors.category?.message}
              />
            )}
          />
          <TextField
            id="contact-subject"
            label="Subject"
            error={errors.subject?.message}
            {...form.register('subject')}
          />
          <TextareaField
            id="contact-message"
            label="Message"
            rows={6}
            error={errors.message?.message}
            {...form.register('message')}
          />
          <Button type="submit" disabled={send.isPending} className="justify-self-start">
            {send.isPending ? 'Sending…' : 'Send Message'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
