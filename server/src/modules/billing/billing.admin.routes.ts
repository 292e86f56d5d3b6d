import { adminSubscriptionRequest, adminUser, errorBody, userIdParam } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminResetUsage } from './admin-reset-usage';
import { adminUpdateSubscriptionVerb } from './admin-update-subscription';
import type { StripeBilling } from './stripe-client';

/** The administrator's Subscriptions tab (part 2 §7): a user's subscription, and their month's usage. */
export const billingAdminRoutes: FastifyPluginAsyncZod<{ billing: StripeBilling | null }> = async (
  app,
  { billing },
) => {
  const adminUpdateSubscription = adminUpdateSubscriptionVerb(billing);

  app.put(
    '/api/admin/users/:userId/subscription',
    {
      bodyLimit: 1024,
      config: { access: 'admin' },
      schema: {
        params: userIdParam,
        body: adminSubscriptionRequest,
        response: { 200: adminUser, '4xx': errorBody, 503: errorBody },
      },
    },
    async (request) =>
      adminUpdateSubscription({
        ctx: request.userCtx(),
        input: { ...request.body, userId: request.params.userId },
      }),
  );

  app.post(
    '/api/admin/users/:userId/reset-usage',
    {
      config: { access: 'admin' },
      schema: { params: userIdParam, response: { 200: adminUser, '4xx': errorBody } },
    },
    async (request) => adminResetUsage({ ctx: request.userCtx(), input: { userId: request.params.userId } }),
  );
};
