import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { useCheckoutStatus, usePayTestCheckout, usePlanPrices } from '../../../lib/api/payments';
import { paths } from '../../../lib/paths';
import { formatAmount, PLANS } from './plans';

/**
 * The built-in checkout when Stripe is not configured: Pay runs the same fulfilment as
 * Stripe's webhook on the server, then goes to the success page. No real payment.
 */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const status = useCheckoutStatus(sessionId, false);
  const pay = usePayTestCheckout();
  const plan = PLANS.find((p) => p.id === status.data?.plan);
  const prices = usePlanPrices();

  const onPay = () =>
    pay.mutate(sessionId, {
      onSuccess: () =>
        void navigate(`${paths.success}?session_id=${encodeURIComponent(sessionId)}`),
    });

  return (
    <PageShell title="Checkout">
      <div className="max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-navy-900 ring-1 ring-amber-300">
          Test mode — no real payment
        </p>
        {status.isPending && (
          <p className="mt-4 flex items-center gap-2 text-slate-600" role="status">
            <Spinner size="sm" /> Loading your checkout...
          </p>
        )}
        {status.isError && (
          <p role="alert" className="mt-4 text-red-700">
            {status.error.message}
          </p>
        )}
        {status.isSuccess && !plan && (
          <p role="alert" className="mt-4 text-red-700">
            This checkout does not exist or is not yours.
          </p>
        )}
        {plan && (
          <>
            <h2 className="mt-4 text-xl font-semibold text-navy-900">{plan.name} plan</h2>
            {prices.isSuccess && (
              <p className="text-2xl font-bold text-navy-900">
                {formatAmount(prices.data.prices[plan.id], prices.data.currency)}
              </p>
            )}
            {status.data?.status === 'paid' && (
              <p className="mt-2 text-sm text-green-700">This checkout is already paid.</p>
            )}
            {pay.isError && (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {pay.error.message}
              </p>
            )}
            <div className="mt-5 flex gap-2">
              <Button onClick={onPay} loading={pay.isPending}>
                Pay
              </Button>
              <Button variant="secondary" onClick={() => void navigate(paths.cancel)}>
                Cancel
              </Button>
            </div>
          </>
        )}
      </div>
    </PageShell>
  );
}
