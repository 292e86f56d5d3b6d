import {
  changePasswordRequest,
  changePasswordResponse,
  errorBody,
  loginRequest,
  registerRequest,
  user,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountThrottle } from './account-throttle';
import type { AuthRateLimit } from './auth-rate-limit';
import { changePasswordVerb } from './change-password';
import type { HashingGate } from './hashing-gate';
import { loginUserVerb } from './login-user';
import { registerUserVerb } from './register-user';
import { deleteSession } from './sessions.queries';

// Sign-in forms are tiny; a larger body is refused before it is parsed.
const AUTH_BODY_LIMIT = 16 * 1024;

/**
 * `rateLimitOf` answers the numbers in force at once (the System Settings' rate-limiting level, or a test's
 * fixed numbers): the per-address and per-account limits follow a change of level at the next request; the
 * hashing gate, which protects the server rather than limiting people, keeps the numbers of the start.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  rateLimitOf: () => AuthRateLimit;
  hashing: HashingGate;
}> = async (app, { rateLimitOf, hashing }) => {
  const start = rateLimitOf();
  const limited = {
    rateLimit: {
      max: async () => rateLimitOf().perAddress.max,
      timeWindow: start.perAddress.timeWindowMs,
    },
  };
  const registerUser = registerUserVerb(hashing);
  // One throttle: failed sign-ins and wrong current passwords count against the same account.
  const accounts = new AccountThrottle(() => rateLimitOf().perAccount);
  const loginUser = loginUserVerb({ accounts, hashing });
  const changePassword = changePasswordVerb({ accounts, hashing });

  app.post(
    '/api/register',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: { access: 'public', ...limited },
      schema: { body: registerRequest, response: { 201: user, '4xx': errorBody, 503: errorBody } },
    },
    async (request, reply) => {
      const { user: created, sessionToken } = await registerUser({ ctx: request.ctx, input: request.body });
      reply.setSessionCookie(sessionToken);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/login',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: { access: 'public', ...limited },
      schema: { body: loginRequest, response: { 200: user, '4xx': errorBody, 503: errorBody } },
    },
    async (request, reply) => {
      const { user: signedIn, sessionToken } = await loginUser({
        ctx: request.ctx,
        input: { ...request.body, previousSessionToken: request.sessionToken() },
      });
      reply.setSessionCookie(sessionToken);
      return signedIn;
    },
  );

  // A plain link in the spec, so a GET. A cross-site navigation cannot sign anyone out: the browser marks it.
  app.get('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    const token = request.sessionToken();
    if (token && request.headers['sec-fetch-site'] !== 'cross-site') {
      await deleteSession(request.ctx.db, token);
      reply.clearSessionCookie();
    }
    return reply.redirect('/', 302);
  });

  app.get(
    '/api/user',
    { config: { access: 'user' }, schema: { response: { 200: user, '4xx': errorBody } } },
    async (request) => request.userCtx().actor,
  );

  app.put(
    '/api/account/password',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: { access: 'user', ...limited },
      schema: {
        body: changePasswordRequest,
        response: { 200: changePasswordResponse, '4xx': errorBody, 503: errorBody },
      },
    },
    async (request) => {
      // A user route has a session, so a token; the fallback only satisfies the type.
      const sessionToken = request.sessionToken() ?? '';
      return changePassword({ ctx: request.userCtx(), input: { ...request.body, sessionToken } });
    },
  );
};
