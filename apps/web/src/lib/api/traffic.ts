import { API_BASE, call } from './client';
// The traffic routes alone (not the whole `contract`): the static landing page's script
// imports this file and should not bring every route's schemas with it.
import { buildPath, traffic as routes } from '@shortlist/contract';

export const trafficApi = {
  /** Records a visit of `path`; null when the server does not count it. */
  start: async (path: string) => (await call(routes.start, { body: { url: path } })).pageTrafficID,
  /**
   * Records the seconds stayed, with `navigator.sendBeacon` (a text/plain JSON body the browser
   * sends even while the page closes); `fetch` with keepalive where there is no beacon.
   */
  end: (pageTrafficID: string, count: number) => {
    const url = `${API_BASE}${buildPath(routes.end)}`;
    const body = JSON.stringify({ pageTrafficID, count });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  },
};
