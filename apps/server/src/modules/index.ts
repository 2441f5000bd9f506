import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.js';
import { adminRoutes } from './admin/routes.js';
import { aiRoutes } from './ai/routes.js';
import { applicationsRoutes } from './applications/routes.js';
import { authRoutes } from './auth/routes.js';
import { chatRoutes } from './chat/routes.js';
import { healthRoutes } from './health/routes.js';
import { paymentsRoutes } from './payments/routes.js';
import { resumesRoutes } from './resumes/routes.js';
import { shareRoutes } from './share/routes.js';
import { trafficRoutes } from './traffic/routes.js';

export type AppModule = { name: string; routes: (app: FastifyInstance) => Promise<void> };

/**
 * The one list of modules: each registers its routes under /resume, reading its service from
 * `app.services` (services.ts). A new module adds one line here and one in services.ts.
 */
export const modules: AppModule[] = [
  { name: 'health', routes: healthRoutes },
  { name: 'auth', routes: authRoutes },
  { name: 'account', routes: accountRoutes },
  { name: 'resumes', routes: resumesRoutes },
  { name: 'share', routes: shareRoutes },
  { name: 'applications', routes: applicationsRoutes },
  { name: 'payments', routes: paymentsRoutes },
  { name: 'chat', routes: chatRoutes },
  { name: 'traffic', routes: trafficRoutes },
  { name: 'admin', routes: adminRoutes },
  { name: 'ai', routes: aiRoutes },
];
