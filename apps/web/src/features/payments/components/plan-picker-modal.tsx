import type { PaidPlan } from '@shortlist/contract';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api/client';
import {
  CHECKOUT_FAILED,
  CHECKOUT_FAILED_BUILDER,
  MISSING_CHECKOUT_URL,
  PAYMENTS_NOT_CONFIGURED,
  useCreateCheckout,
  usePlanPrices,
} from '../../../lib/api/payments';
import { paths } from '../../../lib/paths';
import { closePlanPrompt, usePlanPrompt } from '../../../lib/payments/plan-prompt';
import { rememberPurchaseIntent } from '../../../lib/payments/purchase-intent';
import { PLANS, priceOf } from './plans';

/**
 * The plan picker, opened whenever the server refuses a download (402) or the user asks to
 * upgrade. Both plans are paid once, so the buttons say 'Buy' with the configured price
 * (issue 29). The page and the download it was opened for are remembered, so that after
 * paying the buyer goes back there and the download starts. Rendered once by the app shell.
 */
export function PlanPickerModal() {
  const prompt = usePlanPrompt();
  const location = useLocation();
  const checkout = useCreateCheckout();
  const prices = usePlanPrices();
  const navigate = useNavigate();
  const inBuilder = location.pathname === paths.dashboard;

  /** Stripe's page (another site), or the built-in test checkout (a page of this app). */
  const goTo = (url: string) => {
    rememberPurchaseIntent({
      returnTo: `${location.pathname}${location.search}`,
      download: prompt.open ? prompt.download : null,
    });
    if (url.startsWith('/')) {
      closePlanPrompt();
      void navigate(url);
    } else window.location.assign(url);
  };
  const choose = (plan: PaidPlan) => checkout.mutate(plan, { onSuccess: goTo });

  const failure = (() => {
    const error = checkout.error;
    if (!error) return null;
    if (error.message === MISSING_CHECKOUT_URL) return MISSING_CHECKOUT_URL;
    // Too many checkouts, or a site that sells nothing: the server's own words.
    if (
      error instanceof ApiError &&
      (error.status === 429 || error.code === PAYMENTS_NOT_CONFIGURED)
    )
      return error.message;
    return inBuilder ? CHECKOUT_FAILED_BUILDER : CHECKOUT_FAILED;
  })();

  const close = () => {
    checkout.reset();
    closePlanPrompt();
  };

  return (
    <Modal
      open={prompt.open}
      title="Upgrade Your Plan"
      onClose={close}
      size="lg"
      footer={
        <Button variant="ghost" onClick={close}>
          Maybe later
        </Button>
      }
    >
      {prompt.open && prompt.reason && (
        <p className="mb-2 text-sm text-slate-600">{prompt.reason}</p>
      )}
      <p className="text-slate-800">
        To download resumes, please choose a plan. Each is a one-time payment, not a subscription:
      </p>
      {failure && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      {prices.isPending && (
        <p role="status" className="mt-4 flex items-center gap-2 text-slate-600">
          <Spinner size="sm" /> Loading the prices...
        </p>
      )}
      {prices.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          The prices could not be loaded. Please try again.
        </p>
      )}
      {prices.isSuccess && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {PLANS.map((plan) => (
            <section
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className="flex flex-col rounded-xl p-5 ring-1 ring-slate-200"
            >
              <h3 id={`plan-${plan.id}`} className="text-lg font-semibold text-navy-900">
                {plan.name}
              </h3>
              <p className="mt-1 text-3xl font-bold text-navy-900">
                {priceOf(prices.data, plan.id)}
                <span className="ml-1 text-sm font-normal text-slate-500">once</span>
              </p>
              <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {plan.gives.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <Button
                className="mt-4"
                variant={plan.id === 'unlimited' ? 'gold' : 'primary'}
                loading={checkout.isPending && checkout.variables === plan.id}
                disabled={checkout.isPending}
                onClick={() => choose(plan.id)}
              >
                Buy {plan.name} · {priceOf(prices.data, plan.id)}
              </Button>
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}
