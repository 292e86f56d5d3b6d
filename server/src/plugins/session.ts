import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { findSessionUser, SESSION_COOKIE } from '../modules/auth/sessions';
import { toUserDto } from '../modules/auth/users.queries';

declare module 'fastify' {
  interface FastifyReply {
    setSessionCookie: (token: string) => FastifyReply;
    clearSessionCookie: () => FastifyReply;
  }
}

/** Loads the signed-in user from the session cookie, and sets and clears that cookie. */
export const sessionAuth = fp(
  async (app: FastifyInstance, options: { db: Database; ttlDays: number; secureCookies: boolean }) => {
    await app.register(cookie);
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookies,
    };

    app.decorateRequest('user', null);
    app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
      return this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: options.ttlDays * 86_400 });
    });
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      return this.clearCookie(SESSION_COOKIE, cookieOptions);
    });

    // Callback style so that the common case (no cookie: tracking hits, anonymous pages) costs no promise.
    app.addHook('preHandler', (request, _reply, done) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return done();
      findSessionUser(options.db, token, options.ttlDays).then(
        (row) => {
          request.user = row ? toUserDto(row) : null;
          done();
        },
        (error: Error) => done(error),
      );
    });
  },
);
