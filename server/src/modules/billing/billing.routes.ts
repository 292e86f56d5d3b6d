import {
  billingPortalResponse,
  createSubscriptionRequest,
  createSubscriptionResponse,
  errorBody,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSubscriptionVerb } from './create-subscription';
import { openBillingPortalVerb } from './open-billing-portal';
import type { StripeBilling } from './stripe-client';

const BILLING_BODY_LIMIT = 1024;

export const billingRoutes: FastifyPluginAsyncZod<{ billing: StripeBilling | null }> = async (
  app,
  { billing },
) => {
  const createSubscription = createSubscriptionVerb(billing);
  const openBillingPortal = openBillingPortalVerb(billing);

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
