import type { FastifyInstance } from 'fastify';
import type { TrafficService } from './service.js';

export const RETENTION_SWEEP_MS = 60 * 60 * 1000;

/**
 * Deletes page visits older than ANALYTICS_RETENTION_DAYS and expired salts when the app
 * starts and then every hour. Every server process does it; the deletes are idempotent.
 */
export function sweepExpiredTraffic(app: FastifyInstance, traffic: TrafficService) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const deleted = await traffic.deleteExpired();
      if (deleted.visits + deleted.visitors + deleted.salts > 0)
        app.log.info(deleted, 'expired traffic deleted');
    } catch (err) {
      app.log.warn({ err }, 'could not delete expired traffic');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), RETENTION_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
