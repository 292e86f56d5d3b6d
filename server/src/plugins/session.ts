import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { findSessionUser } from '../modules/auth/sessions.queries';
import { toUserDto } from '../modules/auth/users.queries';
import { systemSettingsOf } from '../modules/system-settings/system-settings-reader';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Whether the browser reached BotLens over https: PUBLIC_URL is https, or this request came over TLS
     * (directly, or through a TRUST_PROXY proxy that says so in X-Forwarded-Proto).
     */
    reachedOverHttps: () => boolean;
    /** The session token sent under the cookie name that fits how this request arrived. */
    sessionToken: () => string | undefined;
  }
  interface FastifyReply {
    setSessionCookie: (token: string) => FastifyReply;
    clearSessionCookie: () => FastifyReply;
  }
}

/**
 * The session cookie's name over https and over plain http. Over https it is `__Host-` prefixed: the browser
 * then takes it only with Secure, Path=/ and no Domain, so neither a sibling subdomain nor a plain-http
 * response (a network attacker's) can plant or overwrite it. Over http no such cookie can be set at all.
 */
const SESSION_COOKIE = { https: '__Host-botlens_session', http: 'botlens_session' } as const;

/** Loads the signed-in user from the session cookie, and sets and clears that cookie. */
export const sessionAuth = fp(
  async (app: FastifyInstance, options: { db: Database; config: Config; httpsPublicUrl: boolean }) => {
    const settings = systemSettingsOf(options);
    // The cookie outlives any timeout the server may apply (the longest option, or a longer SESSION_TTL_DAYS):
    // the server alone decides when a session ends.
    const cookieMaxAgeSeconds = Math.max(30, options.config.sessionTtlDays) * 86_400;
    await app.register(cookie);
    /** Name and attributes by how the request arrived; __Host- needs exactly these (no Domain). */
    const cookieOf = (request: FastifyRequest) => {
      const https = request.reachedOverHttps();
      return {
        name: https ? SESSION_COOKIE.https : SESSION_COOKIE.http,
        options: { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: https },
      };
    };

    app.decorateRequest('user', null);
    app.decorateRequest('reachedOverHttps', function (this: FastifyRequest) {
      return options.httpsPublicUrl || this.protocol === 'https';
    });
    // Only the name that fits: over https a plain-named cookie may have been planted, so it is not read.
    app.decorateRequest('sessionToken', function (this: FastifyRequest) {
      return this.cookies[cookieOf(this).name];
    });
    app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
      const { name, options: attributes } = cookieOf(this.request);
      return this.setCookie(name, token, { ...attributes, maxAge: cookieMaxAgeSeconds });
    });
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      const { name, options: attributes } = cookieOf(this.request);
      return this.clearCookie(name, attributes);
    });

    // Callback style so that the common case (no cookie: tracking hits, anonymous pages) costs no promise.
    // onRequest, before the body is read: the routes' access checks (plugins/access.ts) run right after it.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = request.sessionToken();
      if (!token) return done();
      // The settings are cached in memory (a query every few seconds at most): still one query per request.
      settings
        .read()
        .then(({ sessionTimeoutDays }) => findSessionUser(options.db, token, sessionTimeoutDays))
        .then(
          (row) => {
            request.user = row ? toUserDto(row) : null;
            done();
          },
          (error: Error) => done(error),
        );
    });
  },
);
