import {
  analyzeContentRequest,
  contentAnalysisResult,
  errorBody,
  MAX_CONTENT_CHARS,
  robotsTxtRequest,
  robotsTxtResult,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LanguageModel } from '../../lib/language-model';
import { analyzeContentSampleVerb } from './analyze-content-sample';
import { generateSiteRobotsTxt } from './generate-site-robots-txt';

// JSON may spend up to 6 bytes on a character (\u0000); the contract's 200 KB of text is the real bound.
const CONTENT_BODY_LIMIT = MAX_CONTENT_CHARS * 6 + 16 * 1024;
// Each call may cost a language-model request: a signed-in person gets a generous but finite number.
const rateLimit = { max: 30, timeWindow: 60_000 };

/** Part 2 §7: the ChatGPT indexing tool's calls, for signed-in users. */
export const chatgptIndexingRoutes: FastifyPluginAsyncZod<{ languageModel: LanguageModel | null }> = async (
  app,
  { languageModel },
) => {
  const analyzeContentSample = analyzeContentSampleVerb({ model: languageModel });

  app.post(
    '/api/chatgpt/analyze-content',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      config: { access: 'user', rateLimit },
      schema: { body: analyzeContentRequest, response: { 200: contentAnalysisResult, '4xx': errorBody } },
    },
    async (request) => analyzeContentSample({ ctx: request.userCtx(), input: request.body }),
  );

  app.post(
    '/api/chatgpt/robots-txt',
    {
      bodyLimit: 16 * 1024,
      config: { access: 'user', rateLimit },
      schema: { body: robotsTxtRequest, response: { 200: robotsTxtResult, '4xx': errorBody } },
    },
    async (request) => generateSiteRobotsTxt({ ctx: request.userCtx(), input: request.body }),
  );
};
