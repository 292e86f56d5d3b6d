import {
  errorBody,
  llmsTxtValidateRequest,
  llmsTxtValidation,
  MAX_LLMS_TXT_CHARS,
  MAX_ROBOTS_TXT_CHARS,
  robotsTestRequest,
  robotsTestResult,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testRobotsRule } from './test-robots-rule';
import { validateLlmsTxt } from './validate-llms-txt';

// JSON may spend up to 6 bytes on a character (\u0000); the contract's character limit is the real bound.
const bodyLimitFor = (chars: number) => chars * 6 + 64 * 1024;
// Pure computation, but anyone may call it: a per-address limit keeps one visitor from hogging the CPU.
const rateLimit = { max: 60, timeWindow: 60_000 };

/** The robots.txt tester and the llms.txt validator: public tools, also used by the audit and indexing pages. */
export const seoToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tools/robots-test',
    {
      bodyLimit: bodyLimitFor(MAX_ROBOTS_TXT_CHARS),
      config: { access: 'public', rateLimit },
      schema: { body: robotsTestRequest, response: { 200: robotsTestResult, '4xx': errorBody } },
    },
    async (request) => testRobotsRule({ input: request.body }),
  );

  app.post(
    '/api/tools/llms-txt/validate',
    {
      bodyLimit: bodyLimitFor(MAX_LLMS_TXT_CHARS),
      config: { access: 'public', rateLimit },
      schema: { body: llmsTxtValidateRequest, response: { 200: llmsTxtValidation, '4xx': errorBody } },
    },
    async (request) => validateLlmsTxt(request.body.text),
  );
};
