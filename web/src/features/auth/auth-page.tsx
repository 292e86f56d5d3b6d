import { Bot, ChartColumn, ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { authTabOf } from './auth-tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const BENEFITS = [
  { icon: Bot, text: 'See every search engine, AI crawler and social bot that reads your pages.' },
  { icon: ShieldCheck, text: 'Spot crawlers that only pretend to be Googlebot or GPTBot.' },
  { icon: ChartColumn, text: 'Know which pages bots crawl, how often and for how long.' },
] as const;

export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab = authTabOf(params);
  useDocumentTitle(tab === 'register' ? 'Create Account' : 'Sign In');
  // The tab lives in the address: Sign Up links open Create Account, and a reload keeps the tab in view.
  // An invitation's token stays in the address while the tabs change.
  const invite = params.get('invite');
  const showTab = (value: string) =>
    setParams(value === 'register' ? { tab: 'register', ...(invite ? { invite } : {}) } : {}, {
      replace: true,
    });
  return (
    <div className="mx-auto grid w-full max-w-6xl items-start gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-16">
      <Card className="mx-auto w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">Welcome to BotLens</h1>
          <CardDescription>Sign in to your account or create a new one.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={showTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Sign In</TabsTrigger>
              <TabsTrigger value="register">Create Account</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="pt-2">
              <LoginForm />
            </TabsContent>
            <TabsContent value="register" className="pt-2">
              <RegisterForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>

      <section
        aria-labelledby="auth-benefits-heading"
        className="hidden rounded-2xl bg-gradient-to-br from-blue-600 to-indigo-700 p-10 text-white shadow-lg lg:block"
      >
        <h2 id="auth-benefits-heading" className="text-3xl font-bold tracking-tight">
          Know who is reading your website
        </h2>
        <p className="mt-3 text-blue-100">
          Much of your traffic is not human. BotLens tells you which bots visit, who runs them and what they
          read.
        </p>
        <ul className="mt-8 space-y-5">
          {BENEFITS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/15">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="pt-1.5 text-blue-50">{text}</span>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-sm text-blue-100">Setup in 60 seconds · No credit card required</p>
      </section>
    </div>
  );
}
