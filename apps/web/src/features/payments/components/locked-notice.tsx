import { LOCKED_RESUME_MESSAGE } from '@shortlist/contract';
import { Button } from '../../../components/ui/button';
import { useEntitlement, usePurchases } from '../../../lib/api/payments';
import { openPlanPrompt } from '../../../lib/payments/plan-prompt';

/** Whether the single plan covers this resume (so it is read-only) and no Unlimited plan is held. */
export function useResumeLocked(resumeId: string | null) {
  const entitlement = useEntitlement();
  const purchases = usePurchases();
  if (!resumeId || entitlement.data?.plan !== 'one-time') return false;
  return (purchases.data ?? []).some((p) => p.plan === 'one-time' && p.boundResumeId === resumeId);
}

/** The builder's banner for a locked resume, with the way out (Unlimited). */
export function LockedNotice() {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-4 text-sm text-navy-900 ring-1 ring-amber-300"
    >
      <p>{LOCKED_RESUME_MESSAGE}</p>
      <Button variant="gold" onClick={() => openPlanPrompt()}>
        Choose Unlimited
      </Button>
    </div>
  );
}
