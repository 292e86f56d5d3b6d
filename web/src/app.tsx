import type { User } from '@botlens/contracts';
import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useRoute } from 'wouter';
import { AdminShell } from '@/components/layout/admin-shell';
import { FullPageSpinner, PageSpinner } from '@/components/layout/full-page-spinner';
import { PublicShell } from '@/components/layout/public-shell';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { UserShell } from '@/components/layout/user-shell';
import { AdminPage } from '@/features/admin/admin-page';
import { useUserQuery } from '@/features/auth/use-user-query';
import { PricingPage } from '@/features/billing/pricing-page';
import { SubscribePage } from '@/features/billing/subscribe-page';
import { BlogPage } from '@/features/blog/blog-page';
import { BlogPostPage } from '@/features/blog/blog-post-page';
import { AccessDeniedPage } from '@/features/errors/access-denied-page';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { LandingMenuSection } from '@/features/landing/components/landing-nav';
import { LandingPage } from '@/features/landing/landing-page';
import { AdminServiceRequestsPage } from '@/features/service-requests/admin-service-requests-page';
import { RequestServicePage } from '@/features/service-requests/request-service-page';
import { SettingsPage } from '@/features/settings/settings-page';
import { DigestUnsubscribePage } from '@/features/support/digest-unsubscribe-page';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from '@/features/support/newsletter-link-page';
import { SupportPage } from '@/features/support/support-page';
import { WebsiteImportPage } from '@/features/website-import/website-import-page';
import { WebsiteManagementPage } from '@/features/website-import/website-management-page';

// Loaded on demand: its forms bring zod and react-hook-form, which no other first screen needs.
const AdminWebsiteAnalyticsPage = lazy(() =>
  import('@/features/website-import/admin/admin-website-analytics-page').then((module) => ({
    default: module.AdminWebsiteAnalyticsPage,
  })),
);
const AuthPage = lazy(() =>
  import('@/features/auth/auth-page').then((module) => ({ default: module.AuthPage })),
);
// Signed-in only, and they bring the same form libraries: anonymous visitors never download them.
const WebsitesHomePage = lazy(() =>
  import('@/features/websites/websites-home-page').then((module) => ({ default: module.WebsitesHomePage })),
);
const ChatgptIndexingPage = lazy(() =>
  import('@/features/chatgpt-indexing/chatgpt-indexing-page').then((module) => ({
    default: module.ChatgptIndexingPage,
  })),
);
// The policy studio draws its simulation with Chart.js.
const RobotsPolicyPage = lazy(() =>
  import('@/features/robots-policy/robots-policy-page').then((module) => ({
    default: module.RobotsPolicyPage,
  })),
);
const EmbedCodePage = lazy(() =>
  import('@/features/websites/embed-code-page').then((module) => ({ default: module.EmbedCodePage })),
);
// The analytics screens bring Chart.js: downloaded only when one of them is opened.
const DashboardPage = lazy(() =>
  import('@/features/analytics/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);
const BotAnalyticsPage = lazy(() =>
  import('@/features/analytics/bot-analytics-page').then((module) => ({ default: module.BotAnalyticsPage })),
);
const PageAnalyticsPage = lazy(() =>
  import('@/features/analytics/page-analytics-page').then((module) => ({
    default: module.PageAnalyticsPage,
  })),
);
const HeatmapsPage = lazy(() =>
  import('@/features/analytics/heatmaps-page').then((module) => ({ default: module.HeatmapsPage })),
);
// The audit screens draw the score's factors with Chart.js too.
const AiSeoAnalysisPage = lazy(() =>
  import('@/features/seo-audit/ai-seo-analysis-page').then((module) => ({
    default: module.AiSeoAnalysisPage,
  })),
);
const AuditReportPage = lazy(() =>
  import('@/features/seo-audit/audit-report-page').then((module) => ({ default: module.AuditReportPage })),
);

// The bot directory is public; a bot's profile draws its hits with Chart.js.
const BotDirectoryPage = lazy(() =>
  import('@/features/bots/bot-directory-page').then((module) => ({ default: module.BotDirectoryPage })),
);
const BotProfilePage = lazy(() =>
  import('@/features/bots/bot-profile-page').then((module) => ({ default: module.BotProfilePage })),
);

// A shared dashboard is opened by people without an account; it brings the analytics cards and Chart.js.
const SharedDashboardPage = lazy(() =>
  import('@/features/shared-links/shared-dashboard-page').then((module) => ({
    default: module.SharedDashboardPage,
  })),
);

type PageRoute = { path: string; page: ComponentType };

/** Open to everyone, signed in or not (administrators excepted: they are confined to /admin). */
const PUBLIC_PAGES: readonly PageRoute[] = [
  { path: '/pricing', page: PricingPage },
  { path: '/blog', page: BlogPage },
  { path: '/blog/:slug', page: BlogPostPage },
  { path: '/ai-seo-analysis', page: AiSeoAnalysisPage },
  { path: '/audit/:auditId', page: AuditReportPage },
  { path: '/request-service', page: RequestServicePage },
  { path: '/subscribe', page: SubscribePage },
  { path: '/bots', page: BotDirectoryPage },
  { path: '/bots/:slug', page: BotProfilePage },
  { path: '/newsletter/confirm', page: NewsletterConfirmPage },
  { path: '/newsletter/unsubscribe', page: NewsletterUnsubscribePage },
  { path: '/digest/unsubscribe', page: DigestUnsubscribePage },
];

/** Signed-in users only; an anonymous visitor is sent to /auth. */
const SIGNED_IN_PAGES: readonly PageRoute[] = [
  { path: '/dashboard', page: DashboardPage },
  { path: '/bot-analytics', page: BotAnalyticsPage },
  { path: '/page-analytics', page: PageAnalyticsPage },
  { path: '/heatmaps', page: HeatmapsPage },
  { path: '/chatgpt-indexing', page: ChatgptIndexingPage },
  { path: '/ai-access', page: RobotsPolicyPage },
  { path: '/settings', page: SettingsPage },
  { path: '/support', page: SupportPage },
  { path: '/website-import', page: WebsiteImportPage },
  { path: '/admin-websites', page: WebsiteManagementPage },
  { path: '/embed-code', page: EmbedCodePage },
];

const ADMIN_ONLY_PATHS = ['/admin', '/admin/service-requests'] as const;

function pageRoutes(pages: readonly PageRoute[]) {
  return pages.map(({ path, page }) => <Route key={path} path={path} component={page} />);
}

function redirectRoutes(paths: readonly string[], to: string) {
  return paths.map((path) => (
    <Route key={path} path={path}>
      <Redirect to={to} replace />
    </Route>
  ));
}

function AnonymousApp() {
  return (
    <PublicShell pageMenu={<Route path="/" component={LandingMenuSection} />}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/auth" component={AuthPage} />
          {pageRoutes(PUBLIC_PAGES)}
          {redirectRoutes([...SIGNED_IN_PAGES.map((route) => route.path), ...ADMIN_ONLY_PATHS], '/auth')}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PublicShell>
  );
}

function UserApp({ user }: { user: User }) {
  return (
    <UserShell user={user}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/" component={WebsitesHomePage} />
          {redirectRoutes(['/auth'], '/')}
          {pageRoutes(PUBLIC_PAGES)}
          {pageRoutes(SIGNED_IN_PAGES)}
          <Route path="/admin/service-requests" component={AccessDeniedPage} />
          {/* /admin falls through to 404 on purpose: its existence is not advertised to non-admins. */}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </UserShell>
  );
}

/**
 * Issue 25: an administrator's screens are the admin area, website management and import (every website),
 * any website's analytics read-only (the Websites tab's Analytics) and an audit's report (View Report);
 * every other path sends them to /admin.
 */
function AdministratorApp({ user }: { user: User }) {
  return (
    <AdminShell user={user}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/admin" component={AdminPage} />
          <Route path="/admin/service-requests" component={AdminServiceRequestsPage} />
          <Route path="/admin-websites" component={WebsiteManagementPage} />
          <Route path="/website-import" component={WebsiteImportPage} />
          <Route path="/bot-analytics" component={AdminWebsiteAnalyticsPage} />
          <Route path="/audit/:auditId" component={AuditReportPage} />
          <Route>
            <Redirect to="/admin" replace />
          </Route>
        </Switch>
      </Suspense>
    </AdminShell>
  );
}

export function App() {
  // A failed user query (network, 500) leaves no data, which is treated as signed out.
  const { data: user, isPending } = useUserQuery();
  // The same page for everyone, administrators included, and with no shell of theirs: it belongs to the link.
  const [isSharedLink, shared] = useRoute<{ slug: string }>('/share/:slug');
  if (isSharedLink) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SharedDashboardPage slug={shared.slug} />
      </Suspense>
    );
  }

  if (isPending) return <FullPageSpinner />;
  return (
    <>
      <ScrollToTop />
      {!user ? (
        <AnonymousApp />
      ) : user.role === 'admin' ? (
        <AdministratorApp user={user} />
      ) : (
        <UserApp user={user} />
      )}
    </>
  );
}
