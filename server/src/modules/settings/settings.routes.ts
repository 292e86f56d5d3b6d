import { errorBody, preferences, preferencesResponse } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPreferences, updatePreferences } from './preferences';

const PREFERENCES_BODY_LIMIT = 4 * 1024;

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/preferences',
    { config: { access: 'user' }, schema: { response: { 200: preferencesResponse, '4xx': errorBody } } },
    async (request) => getPreferences({ ctx: request.userCtx() }),
  );

  app.put(
    '/api/account/preferences',
    {
      bodyLimit: PREFERENCES_BODY_LIMIT,
      config: { access: 'user' },
      schema: { body: preferences, response: { 200: preferencesResponse, '4xx': errorBody } },
    },
    async (request) => updatePreferences({ ctx: request.userCtx(), input: request.body }),
  );
};
