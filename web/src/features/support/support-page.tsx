import { useSearchParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUserQuery } from '@/features/auth/use-user-query';
import { ContactForm } from './contact-form';
import { DocumentationTab } from './documentation-tab';
import { FaqTab } from './faq-tab';
import { NewsletterForm } from './newsletter-form';

const TABS = ['faq', 'docs', 'contact'] as const;
type SupportTab = (typeof TABS)[number];

/** Part 2, Support: FAQ (default), Documentation, Contact; the newsletter box under them. */
export function SupportPage() {
  const [params, setParams] = useSearchParams();
  const doc = params.get('doc') ?? undefined;
  const asked = params.get('tab');
  // A documentation link (?doc=…) opens its tab.
  const tab: SupportTab = TABS.includes(asked as SupportTab) ? (asked as SupportTab) : doc ? 'docs' : 'faq';
  const user = useUserQuery().data;

  return (
    <PageContainer className="space-y-8">
      <PageHeader title="Support" description="Answers, documentation and a way to reach us." />
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'faq' ? {} : { tab: value }, { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="faq">FAQ</TabsTrigger>
          <TabsTrigger value="docs">Documentation</TabsTrigger>
          <TabsTrigger value="contact">Contact</TabsTrigger>
        </TabsList>
        <TabsContent value="faq">
          <FaqTab />
        </TabsContent>
        <TabsContent value="docs">
          <DocumentationTab slug={doc} onOpen={(slug) => setParams({ tab: 'docs', doc: slug })} />
        </TabsContent>
        <TabsContent value="contact">
          <ContactForm
            defaults={
              user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : undefined
            }
          />
        </TabsContent>
      </Tabs>
      <NewsletterForm />
    </PageContainer>
  );
}
