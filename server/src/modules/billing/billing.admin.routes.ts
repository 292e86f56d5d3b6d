import {
  adminPlansResponse,
  adminPlanUpdateRequest,
  adminSubscriptionRequest,
  adminUser,
  errorBody,
  plan,
  planTierParam,
  userIdParam,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminResetUsage } from './admin-reset-usage';
import { adminUpdateSubscriptionVerb } from './admin-update-subscription';
import { editPlan } from './edit-plan';
import { readPaymentStatus } from './payment-status';
import { readPlans } from './plan-catalog';
import type { StripeBilling } from './stripe-client';

/**
 * The administrator's billing tabs: Pricing (the plans as stored, editing one, the payment configuration)
 * and Subscriptions (a user's subscription, and their month's usage; part 2 §7).
 */
export const billingAdminRoutes: FastifyPluginAsyncZod<{ billing: StripeBilling | null }> = async (
  app,
  { billing },
) => {
  const adminUpdateSubscription = adminUpdateSubscriptionVerb(billing);

  app.get(
    '/api/admin/plans',
    { config: { access: 'admin' }, schema: { response: { 200: adminPlansResponse, '4xx': errorBody } } },
    async (request) => {
      const ctx = request.userCtx();
      const [plans, payment] = await Promise.all([readPlans(ctx), readPaymentStatus({ ctx })]);
      return { plans, payment };
    },
  );

  app.put(
    '/api/admin/plans/:tier',
    {
      config: { access: 'admin' },
      bodyLimit: 32 * 1024,
      schema: {
        params: planTierParam,
        body: adminPlanUpdateRequest,
        response: { 200: plan, '4xx': errorBody },
      },
    },
    async (request) =>
      editPlan({ ctx: request.userCtx(), input: { tier: request.params.tier, plan: request.body } }),
  );

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
