// The plans route alone (not the whole `contract`): the static landing page's script imports
// this file and should not bring every route's schemas with it.
import { payments } from '@shortlist/contract';
import { call } from './client';

/** The free quota and both prices, as the server is configured: the same for everyone. */
export const fetchPlanPrices = () => call(payments.plans);
