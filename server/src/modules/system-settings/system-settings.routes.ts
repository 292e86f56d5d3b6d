import { errorBody, registrationModeResponse } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemSettingsOf } from './system-settings-reader';

/** What the registration form needs to know before anyone signs in: open, by invitation, or closed. */
export const systemSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/registration',
    {
      config: { access: 'public' },
      schema: { response: { 200: registrationModeResponse, '4xx': errorBody } },
    },
    async (request) => ({ registration: (await systemSettingsOf(request.ctx).read()).registration }),
  );
};
