import {
  adminPlansResponse,
  adminPlanUpdateRequest,
  errorBody,
  plan,
  planTierParam,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editPlan } from './edit-plan';
import { readPaymentStatus } from './payment-status';
import { readPlans } from './plan-catalog';

/** The administrator's Pricing tab: the plans as stored, editing one, and the payment configuration. */
export const billingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
