import { useEffect } from 'react';
import { trackPageVisit } from './page-visit';

/** Records a visit of `pathname` while `tracked` and the app shows it (`trackPageVisit`). */
export function usePageTraffic(pathname: string, tracked: boolean) {
  useEffect(() => (tracked ? trackPageVisit(pathname) : undefined), [pathname, tracked]);
}
