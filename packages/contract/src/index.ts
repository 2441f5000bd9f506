// The API contract of Shortlist: every route under /resume, its inputs and its answers.
// The server registers its routes from it, the web client calls through it, tests build
// their bodies with it. Add an endpoint here first. See docs/architecture.md.
import { admin, adminSupport, adminTraffic } from './admin';
import { ai } from './ai';
import { applications } from './applications';
import type { RouteDef } from './define';
import { chat } from './chat';
import { health } from './health';
import { payments } from './payments';
import { resumes } from './resumes';
import { share } from './share';
import { traffic } from './traffic';
import { users } from './users';

export * from './admin';
export * from './chat';
export * from './ai';
export * from './applications';
export * from './define';
export * from './errors';
export * from './fields';
export * from './health';
export * from './payments';
export * from './schema-free';
export * from './resume-record';
export * from './resumes';
export * from './share';
export * from './traffic';
export * from './users';

/** The whole API, by resource. */
export const contract = {
  health,
  users,
  resumes,
  share,
  payments,
  chat,
  traffic,
  admin,
  adminTraffic,
  adminSupport,
  ai,
  applications,
} as const;

/** Every route of the API, for checks that walk them all. */
export const allRoutes = (): RouteDef[] =>
  Object.values(contract).flatMap((resource) => Object.values(resource) as RouteDef[]);
