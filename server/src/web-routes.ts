import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createLanguageModel } from './lib/language-model';
import type { RateLimiting } from './lib/rate-limiting';
import { adminRoutes } from './modules/admin/admin.routes';
import { publicStatsRoutes } from './modules/admin/public-stats.routes';
import type { ServerErrorCounter } from './modules/admin/server-error-counter';
import { systemAdminRoutes } from './modules/admin/system.admin.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { liveRoutes } from './modules/analytics/live.routes';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { AUTH_RATE_LIMITS } from './modules/auth/auth-rate-limit';
import { HashingGate } from './modules/auth/hashing-gate';
import { usersAdminRoutes } from './modules/auth/users.admin.routes';
import { billingAdminRoutes } from './modules/billing/billing.admin.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import type { StripeBilling } from './modules/billing/stripe-client';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes';
import { blogAdminRoutes } from './modules/blog/blog.admin.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { botsAdminRoutes } from './modules/bots/bots.admin.routes';
import { botsRoutes } from './modules/bots/bots.routes';
import type { ReclassificationRunner } from './modules/bots/reclassify/reclassification-runner';
import { chatgptIndexingRoutes } from './modules/chatgpt-indexing/chatgpt-indexing.routes';
import { healthRoutes } from './modules/health/health.routes';
import type { LogImporter } from './modules/log-import/import-raw-log';
import { logImportRoutes } from './modules/log-import/log-import.routes';
import { digestRoutes } from './modules/mail/digest.routes';
import { mailAdminRoutes } from './modules/mail/mail.admin.routes';
import { newsFeedsAdminRoutes } from './modules/news-feeds/news-feeds.admin.routes';
import type { WindowClock } from './modules/page-windows/window-clock';
import { llmsTxtRoutes } from './modules/robots-policy/llms-txt.routes';
import { robotsComplianceRoutes } from './modules/robots-policy/robots-compliance.routes';
import { robotsPolicyRoutes } from './modules/robots-policy/robots-policy.routes';
import { robotsPolicyStoreRoutes } from './modules/robots-policy/robots-policy-store.routes';
import { seoAuditAdminRoutes } from './modules/seo-audit/seo-audit.admin.routes';
import { seoAuditRoutes } from './modules/seo-audit/seo-audit.routes';
import { seoToolsRoutes } from './modules/seo-tools/seo-tools.routes';
import { serviceRequestsAdminRoutes } from './modules/service-requests/service-requests.admin.routes';
import { serviceRequestsRoutes } from './modules/service-requests/service-requests.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { sharedDashboardRoutes } from './modules/shared-links/shared-dashboard.routes';
import { sharedLinksRoutes } from './modules/shared-links/shared-links.routes';
import { siteContentAdminRoutes } from './modules/site-content/site-content.admin.routes';
import { siteContentRoutes } from './modules/site-content/site-content.routes';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes';
import { supportAdminRoutes } from './modules/support/support.admin.routes';
import { supportRoutes } from './modules/support/support.routes';
import { FORM_RATE_LIMITS } from './modules/support/support-rate-limit';
import { userDocsRoutes } from './modules/support/user-docs.routes';
import { systemSettingsAdminRoutes } from './modules/system-settings/system-settings.admin.routes';
import { systemSettingsRoutes } from './modules/system-settings/system-settings.routes';
import type { IngestQueue } from './modules/tracking/ingest/ingest-queue';
import type { TrackingIdCache } from './modules/tracking/tracking-id-cache';
import { websiteImportAdminRoutes } from './modules/website-import/website-import.admin.routes';
import type { WebsitePurger } from './modules/websites/website-purger';
import { websitesRoutes } from './modules/websites/websites.routes';

/** What the web context's routes share: the app's one queue, caches, purger, clients and limits. */
export type WebRouteParts = {
  config: Config;
  database: DatabaseHandle;
  deps: AppDeps;
  queue: IngestQueue;
  importer: LogImporter;
  trackingIds: TrackingIdCache;
  purger: WebsitePurger;
  billing: StripeBilling | null;
  reclassifier: ReclassificationRunner;
  windowClock: WindowClock;
  serverErrors: ServerErrorCounter;
  startedAt: number;
  /** The rate-limiting level in force (System Settings). */
  rateLimitingLevel: () => RateLimiting;
};

/**
 * Every feature's routes in the web context (app.ts registers the context's plugins first: headers, the
 * session, the Origin check, the request context). A route declares its access; the access plugin refuses
 * to boot otherwise.
 */
export async function webRoutes(web: FastifyInstance, parts: WebRouteParts): Promise<void> {
  const {
    config,
    database,
    deps,
    queue,
    importer,
    trackingIds,
    purger,
    billing,
    reclassifier,
    windowClock,
    serverErrors,
    startedAt,
    rateLimitingLevel,
  } = parts;
  await web.register(healthRoutes, { databaseKind: database.kind, queue });
  const { authRateLimit } = deps;
  const authRateLimitOf = authRateLimit ? () => authRateLimit : () => AUTH_RATE_LIMITS[rateLimitingLevel()];
  // One gate for every password hash a request can cause (registration, sign-in, password change, a shared
  // link's unlock and creation, an administrator's new account or password): the ceiling holds across all.
  const hashing = new HashingGate(authRateLimitOf().hashing);
  await web.register(authRoutes, { rateLimitOf: authRateLimitOf, hashing });
  await web.register(accountRoutes, { billing, purger, trackingIds });
  await web.register(billingRoutes, { billing });
  await web.register(stripeWebhookRoutes, { billing });
  await web.register(settingsRoutes);
  await web.register(usersAdminRoutes, { billing, purger, trackingIds, hashing });
  await web.register(billingAdminRoutes, { billing });
  await web.register(botsAdminRoutes, { reclassifier });
  await web.register(adminRoutes);
  await web.register(systemAdminRoutes, {
    queue,
    spoolDir: deps.spool?.dir ?? null,
    serverErrors,
    databaseKind: database.kind,
    startedAt,
  });
  await web.register(publicStatsRoutes);
  await web.register(websitesRoutes, { trackingIds, queue, purger });
  await web.register(websiteImportAdminRoutes, { trackingIds, purger });
  await web.register(serviceRequestsAdminRoutes);
  await web.register(logImportRoutes, { importer });
  await web.register(analyticsRoutes, { windowClock });
  await web.register(liveRoutes, { queue });
  await web.register(sharedLinksRoutes, { hashing });
  await web.register(sharedDashboardRoutes, { windowClock, hashing, rateLimitOf: authRateLimitOf });
  await web.register(botsRoutes, { windowClock });
  await web.register(robotsPolicyRoutes, { windowClock });
  await web.register(llmsTxtRoutes);
  await web.register(robotsPolicyStoreRoutes);
  await web.register(robotsComplianceRoutes);
  await web.register(seoToolsRoutes);
  const { formRateLimit } = deps;
  const formRateLimitOf =
    formRateLimit !== undefined ? () => formRateLimit : () => FORM_RATE_LIMITS[rateLimitingLevel()];
  await web.register(supportRoutes, { rateLimitOf: formRateLimitOf });
  await web.register(digestRoutes, { rateLimitOf: formRateLimitOf });
  await web.register(serviceRequestsRoutes, { rateLimitOf: formRateLimitOf });
  await web.register(supportAdminRoutes);
  await web.register(mailAdminRoutes);
  await web.register(systemSettingsRoutes);
  await web.register(systemSettingsAdminRoutes);
  await web.register(siteContentRoutes);
  await web.register(siteContentAdminRoutes);
  await web.register(blogRoutes, { publicUrl: config.publicUrl });
  await web.register(blogAdminRoutes);
  await web.register(sitemapRoutes, { publicUrl: config.publicUrl });
  await web.register(newsFeedsAdminRoutes);
  await web.register(userDocsRoutes, { dir: config.userDocsDir });
  await web.register(chatgptIndexingRoutes, { languageModel: createLanguageModel(config.languageModel) });
  await web.register(seoAuditRoutes, { auditBudget: deps.auditBudget });
  await web.register(seoAuditAdminRoutes);
}
