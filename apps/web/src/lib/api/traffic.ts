import { traffic as routes } from '@shortlist/contract';
import { call } from './client';

export const trafficApi = {
  /** Records a visit of `path`; null when the server does not count it. */
  start: async (path: string) => (await call(routes.start, { body: { url: path } })).pageTrafficID,
};
