import { useEffect } from 'react';
import { trackPageVisit } from './page-visit';
import { trafficApi } from './traffic';

/** Records a visit of `pathname` while `tracked` and the app shows it (`trackPageVisit`). */
export function usePageTraffic(pathname: string, tracked: boolean) {
  useEffect(
    () => (tracked ? trackPageVisit(pathname, trafficApi.start) : undefined),
    [pathname, tracked],
  );
}
