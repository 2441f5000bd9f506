// What other modules may use of auth (the admin accounts reuse its password hashing, session
// tokens and login throttles), besides its service.
export {
  decoyPasswordHash,
  hashPassword,
  hashSessionToken,
  needsRehash,
  newSessionToken,
  verifyPassword,
} from './credentials.js';
export { throttledPasswordCheck } from './password-guard.js';
export { createLoginThrottles, type LoginThrottles, type ThrottleStores } from './throttle.js';
