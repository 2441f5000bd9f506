import type { FastifyInstance } from 'fastify';
import type { AuthService } from './service.js';

export const SESSION_SWEEP_MS = 60 * 60 * 1000;

/**
 * Deletes ended sessions when the app starts and then every hour, so the table holds live
 * sessions only. Every server process does it; the deletes are idempotent.
 */
export function sweepExpiredSessions(app: FastifyInstance, auth: AuthService) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const deleted = await auth.deleteExpiredSessions();
      if (deleted > 0) app.log.info({ deleted }, 'expired sessions deleted');
    } catch (err) {
      app.log.warn({ err }, 'could not delete expired sessions');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SESSION_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
