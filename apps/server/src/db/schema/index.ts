// Every table, one file per module. drizzle-kit reads this file (drizzle.config.ts); after a
// change run `npm run db:generate` and commit the migration it writes.
export * from './admin.js';
export * from './applications.js';
export * from './chat.js';
export * from './payments.js';
export * from './resumes.js';
export * from './share.js';
export * from './traffic.js';
export * from './users.js';
