import { TRAFFIC_COUNT_MAX } from '@shortlist/contract/schema-free';
import { endVisitPlain } from './public-calls';

/** Whole seconds since `startedAt`, within what the server accepts. */
const secondsSince = (startedAt: number) =>
  Math.min(TRAFFIC_COUNT_MAX, Math.max(0, Math.floor((Date.now() - startedAt) / 1000)));

/** `traffic/start`: the visit's id, or null when the server does not count it. */
export type StartVisit = (pathname: string) => Promise<string | null>;

/**
 * Records a visit of `pathname` (spec section 7, 'Traffic'): `traffic/start` now (`start`: the
 * app's client, or the static landing page's schema-free call), `traffic/end` with the whole
 * seconds stayed when the page is hidden or closed (`pagehide`) and when the returned function
 * is called (the app left the page). The server keeps the largest count, so sending it again
 * after the page came back is harmless. Failures, a malformed answer among them, are only
 * logged. Used by the app (`usePageTraffic`) and by the static landing page's script.
 */
export function trackPageVisit(pathname: string, start: StartVisit): () => void {
  const startedAt = Date.now();
  let id: string | null = null;
  let left = false;
  const end = () => {
    if (id) endVisitPlain(id, secondsSince(startedAt));
  };
  start(pathname).then(
    (pageTrafficID) => {
      id = pageTrafficID;
      if (left) end();
    },
    (error: unknown) => console.warn('Page visit not recorded', error),
  );
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') end();
  };
  window.addEventListener('pagehide', end);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    left = true;
    end();
    window.removeEventListener('pagehide', end);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
