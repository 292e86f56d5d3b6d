import {
  billingPortalResponse,
  billingUsage,
  createSubscriptionRequest,
  createSubscriptionResponse,
  errorBody,
  plansResponse,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readBillingUsage } from './billing-usage';
import { createSubscriptionVerb } from './create-subscription';
import { openBillingPortalVerb } from './open-billing-portal';
import { readPlans } from './plan-catalog';
import type { StripeBilling } from './stripe-client';

const BILLING_BODY_LIMIT = 1024;

/** The plans as every screen reads them, the caller's own plan and usage, and paying for a plan. */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: StripeBilling | null }> = async (
  app,
  { billing },
) => {
  const createSubscription = createSubscriptionVerb(billing);
  const openBillingPortal = openBillingPortalVerb(billing);

  app.get(
    '/api/plans',
    { config: { access: 'public' }, schema: { response: { 200: plansResponse, '4xx': errorBody } } },
    async (request) => ({ plans: await readPlans(request.ctx) }),
  );

  app.get(
    '/api/billing/usage',
    { config: { access: 'user' }, schema: { response: { 200: billingUsage, '4xx': errorBody } } },
    async (request) => readBillingUsage({ ctx: request.userCtx() }),
  );

  app.post(
    '/api/billing/subscription',
    {
      bodyLimit: BILLING_BODY_LIMIT,
      config: { access: 'user' },
      schema: {
        body: createSubscriptionRequest,
        response: { 200: createSubscriptionResponse, '4xx': errorBody, 503: errorBody },
      },
    },
    async (request) => createSubscription({ ctx: request.userCtx(), input: request.body }),
  );

  app.post(
    '/api/billing/portal',
    {
      bodyLimit: BILLING_BODY_LIMIT,
      config: { access: 'user' },
      schema: { response: { 200: billingPortalResponse, '4xx': errorBody, 503: errorBody } },
    },
    async (request) => openBillingPortal({ ctx: request.userCtx() }),
  );
};
