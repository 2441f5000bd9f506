// The parts of the contract a page may need without zod (decision 0902): the static landing
// page's script checks the answers of the public routes it calls by hand instead of with the
// contract's schemas, so it must not import a module that builds any. This one builds none.
// `payments.ts` and `traffic.ts` define those routes with these paths, so they cannot drift.

/** The paths, under `/resume`, of the routes a page calls without the schemas. */
export const PUBLIC_PATHS = {
  plans: '/plans',
  trafficStart: '/traffic/start',
  trafficEnd: '/traffic/end',
} as const;

/** The longest stay `traffic/end` accepts: one day, in whole seconds. */
export const TRAFFIC_COUNT_MAX = 86_400;

/**
 * The plans answer (`planPricesSchema`) of a server left at its defaults: the defaults of
 * `FREE_DOWNLOADS`, `PLAN_CURRENCY`, `PLAN_UNLIMITED_CENTS` and `PLAN_ONE_TIME_CENTS`. The
 * landing page keeps the room this answer's sentence takes, so the real one moves nothing.
 */
export const DEFAULT_PLAN_PRICES = {
  freeDownloads: 2,
  currency: 'usd',
  prices: { unlimited: 14_900, 'one-time': 2_900 },
};
