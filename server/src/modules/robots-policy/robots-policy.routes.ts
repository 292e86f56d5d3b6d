import {
  errorBody,
  idParam,
  MAX_ROBOTS_TXT_CHARS,
  robotsSimulationRequest,
  robotsSimulationResult,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WindowClock } from '../page-windows/window-clock';
import { simulateRobotsVerb } from './simulate-robots';

// JSON may spend up to 6 bytes on a character (\u0000); the contract's 500 KB of robots.txt is the real bound.
const ROBOTS_BODY_LIMIT = MAX_ROBOTS_TXT_CHARS * 6 + 16 * 1024;

/** A website's AI crawler policy: what a robots.txt would have done to its own bot traffic. */
export const robotsPolicyRoutes: FastifyPluginAsyncZod<{ windowClock: WindowClock }> = async (
  app,
  { windowClock },
) => {
  const simulateRobots = simulateRobotsVerb(windowClock);

  app.post(
    '/api/websites/:id/robots/simulate',
    {
      bodyLimit: ROBOTS_BODY_LIMIT,
      config: { access: 'user' },
      schema: {
        params: idParam,
        body: robotsSimulationRequest,
        response: { 200: robotsSimulationResult, '4xx': errorBody },
      },
    },
    async (request) =>
      simulateRobots({ ctx: request.userCtx(), input: { ...request.body, websiteId: request.params.id } }),
  );
};
