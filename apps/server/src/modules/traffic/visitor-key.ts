import { createHmac, randomBytes } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a time, `YYYY-MM-DD`: the period of one salt. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The oldest day whose salt is still kept: yesterday (a salt lives through its day and the next). */
export const oldestKeptSaltDay = (at: Date) => utcDay(new Date(at.getTime() - DAY_MS));

export const newSalt = () => randomBytes(32).toString('base64url');

/** The visitor key: HMAC-SHA256 of the address and the user agent under the day's salt. */
export const visitorKey = (salt: string, address: string, userAgent: string) =>
  createHmac('sha256', salt).update(address).update('\n').update(userAgent).digest('hex');

/** User agents that say they are robots (spec: not counted). */
const BOT = /bot|crawler|spider|headless/i;
export const isBot = (userAgent: string) => BOT.test(userAgent);
