import { billingUsage, errorBody, plansResponse } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readBillingUsage } from './billing-usage';
import { readPlans } from './plan-catalog';

/** The plans as every screen reads them, and the caller's own plan and usage. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
