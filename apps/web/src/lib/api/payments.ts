import { contract, type PaidPlan } from '@shortlist/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session/session-context';
import { call } from './client';
import { queryKeys } from './keys';

const routes = contract.payments;

/** The spec's checkout texts (section 8). */
export const CHECKOUT_FAILED_BUILDER = 'Error creating checkout session';
export const CHECKOUT_FAILED = 'Failed to start checkout process. Please try again.';
export const MISSING_CHECKOUT_URL = 'Missing checkout URL';
/** The error code of a site that sells nothing (no Stripe, no test checkout): 503. */
export const PAYMENTS_NOT_CONFIGURED = 'PAYMENTS_NOT_CONFIGURED';

/** Fetchers: one per endpoint. */
export const paymentsApi = {
  /** The free quota and both prices, as the server is configured: the same for everyone. */
  prices: () => call(routes.plans),
  downloadCost: (resumeId: string) =>
    call(contract.resumes.downloadCost, { params: { id: resumeId } }),
  entitlement: (userId: string) => call(contract.resumes.checkLimit, { params: { userId } }),
  createCheckout: (planName: PaidPlan, userId: string) =>
    call(routes.createCheckoutSession, { body: { planName, userId } }),
  checkoutStatus: (sessionId: string) => call(routes.checkoutSession, { params: { sessionId } }),
  payTest: (sessionId: string) => call(routes.payTestCheckout, { params: { sessionId } }),
  purchases: () => call(routes.purchases),
};

/** The free quota and both prices, as the server is configured: the same for everyone. */
export function usePlanPrices() {
  return useQuery({
    queryKey: queryKeys.plans,
    queryFn: paymentsApi.prices,
    staleTime: 60 * 60_000,
  });
}

/** check-resume-limit: may the user download, free downloads left, the plan held. */
export function useEntitlement() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.payments.entitlement(user?.id ?? ''),
    queryFn: () => paymentsApi.entitlement(user!.id),
    enabled: user !== null,
  });
}

export function usePurchases() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.payments.purchases(user?.id ?? ''),
    queryFn: paymentsApi.purchases,
    enabled: user !== null,
  });
}

/** Everything payments-related of the user is stale: after a download, a purchase. */
export function useRefreshPayments() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () =>
    user
      ? queryClient.invalidateQueries({ queryKey: queryKeys.payments.all(user.id) })
      : Promise.resolve();
}

/** Starts a checkout and answers the URL to open; an empty URL is the spec's 'Missing checkout URL'. */
export function useCreateCheckout() {
  const { user } = useSession();
  return useMutation({
    mutationFn: async (plan: PaidPlan) => {
      if (!user) throw new Error(CHECKOUT_FAILED);
      const { url } = await paymentsApi.createCheckout(plan, user.id);
      if (!url) throw new Error(MISSING_CHECKOUT_URL);
      return url;
    },
  });
}

/** The checkout's state; polled every 2 s while `poll` is true and it is still pending. */
export function useCheckoutStatus(sessionId: string | null, poll: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.payments.checkout(user?.id ?? '', sessionId ?? ''),
    queryFn: () => paymentsApi.checkoutStatus(sessionId!),
    enabled: user !== null && Boolean(sessionId),
    refetchInterval: (query) =>
      poll && (query.state.data?.status ?? 'pending') === 'pending' ? 2000 : false,
  });
}

export function usePayTestCheckout() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: paymentsApi.payTest,
    onSuccess: () => void refresh(),
  });
}
