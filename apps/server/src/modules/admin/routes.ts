import {
  ADMIN_COOKIE,
  ADMIN_LOGIN_FAILED,
  contract,
  type AdminStatusBody,
} from '@shortlist/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mountRoute } from '../../lib/contract-route.js';
import type { AdminIdentity } from './service.js';

const { admin: routes, adminTraffic, adminSupport } = contract;
const SWEEP_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in admin; set by an `admin` route's guard, null elsewhere. */
    admin: AdminIdentity | null;
  }
}

/** The admin on a route guarded by `access: 'admin'` (the guard sets it). */
export function sessionAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new Error('the admin guard must run before this route');
  return request.admin;
}

function setAdminCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
) {
  reply.setCookie(ADMIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
    expires,
  });
}

/**
 * The admin session (the `AdminToken` cookie, decision 0700), the accounts made at start, and
 * the back office's routes.
 */
export async function adminRoutes(app: FastifyInstance) {
  const { admin, config } = app.services;
  app.decorateRequest('admin', null);

  app.addSessionResolver({
    roles: ['admin'],
    resolve: async (request) => {
      const found = await admin.sessionAdmin(request.cookies[ADMIN_COOKIE]);
      if (!found) return undefined;
      request.admin = found;
      return 'admin';
    },
  });

  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      await admin.deleteExpiredSessions();
    } catch (err) {
      app.log.warn({ err }, 'could not delete expired admin sessions');
    }
  };
  app.addHook('onReady', async () => {
    const outcome = await admin.bootstrap(
      config.adminUsername && config.adminPassword
        ? { userName: config.adminUsername, password: config.adminPassword }
        : undefined,
    );
    if (outcome.created) app.log.info({ admin: outcome.created }, 'admin account created');
    if (outcome.reset) app.log.info({ admin: outcome.reset }, 'admin password reset');
    if (outcome.generated)
      app.log.warn(
        `Admin account created: ${outcome.generated.userName} / ${outcome.generated.password} — change it with npm run admin -- reset-password ${outcome.generated.userName}`,
      );
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  mountRoute(app, routes.login, async (request, reply) => {
    const session = await admin.login({
      ...request.body,
      address: request.ip,
      replacing: request.cookies[ADMIN_COOKIE],
    });
    if (!session) {
      const failed: AdminStatusBody = { Status: false, Message: ADMIN_LOGIN_FAILED };
      return reply.code(401).send(failed);
    }
    setAdminCookie(request, reply, session.token, session.expiresAt);
    return { Status: true, Message: 'Login successful' };
  });

  mountRoute(app, routes.logout, async (request, reply) => {
    await admin.logout(request.cookies[ADMIN_COOKIE]);
    reply.clearCookie(ADMIN_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict' });
    return { Status: true, Message: 'Logged out' };
  });

  mountRoute(app, routes.me, async (request) => ({ userName: sessionAdmin(request).userName }));
  mountRoute(app, routes.dashboard, async () => admin.dashboard());
  mountRoute(app, routes.users, async (request) => admin.users(request.body));
  mountRoute(app, routes.resumes, async (request) => admin.resumes(request.body));
  mountRoute(app, routes.resume, async (request) => admin.resume(request.params.id));
  mountRoute(app, adminTraffic.visitors, async (request) => admin.visitors(request.body));
  mountRoute(app, adminTraffic.analysis, async (request) => admin.visits(request.body));
  mountRoute(app, adminSupport.messages, async (request) => admin.messages(request.body));
  mountRoute(app, adminSupport.mark, async (request) => admin.markMessage(request.body._id));
}
