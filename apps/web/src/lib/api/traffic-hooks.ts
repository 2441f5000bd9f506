import { TRAFFIC_COUNT_MAX } from '@shortlist/contract';
import { useEffect } from 'react';
import { trafficApi } from './traffic';

/** Whole seconds since `startedAt`, within what the server accepts. */
const secondsSince = (startedAt: number) =>
  Math.min(TRAFFIC_COUNT_MAX, Math.max(0, Math.floor((Date.now() - startedAt) / 1000)));

/**
 * Records a visit of `pathname` while `tracked` (spec section 7, 'Traffic'): `traffic/start`
 * when the page opens, `traffic/end` with the whole seconds stayed when the page is hidden
 * or closed (`pagehide`) and when the app leaves it. The server keeps the largest count, so
 * sending it again after the page came back is harmless. Failures are only logged.
 */
export function usePageTraffic(pathname: string, tracked: boolean) {
  useEffect(() => {
    if (!tracked) return;
    const startedAt = Date.now();
    let id: string | null = null;
    let left = false;
    const end = () => {
      if (id) trafficApi.end(id, secondsSince(startedAt));
    };
    trafficApi.start(pathname).then(
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
  }, [pathname, tracked]);
}
