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

/**
 * The banner of a locked resume (issue 29): it says the resume is read-only and why, and
 * offers the two ways on: a copy to edit, or Unlimited. `unsaved`: text typed before the lock
 * was known, which the copy keeps.
 */
export function LockedNotice({
  onDuplicate,
  duplicating = false,
  unsaved = false,
}: {
  onDuplicate: () => void;
  duplicating?: boolean;
  unsaved?: boolean;
}) {
  return (
    <section
      aria-labelledby="locked-title"
      data-testid="locked-notice"
      className="rounded-xl bg-amber-50 p-4 text-sm text-navy-900 ring-1 ring-amber-300"
    >
      <h2 id="locked-title" className="font-semibold">
        Read-only: this resume is locked
      </h2>
      <p className="mt-1">
        Your Single plan covers this resume, so it can no longer be edited. You can still download
        and print it in every format.
        {unsaved && ' Your latest edits were not saved: the copy keeps them.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="primary" onClick={onDuplicate} loading={duplicating}>
          Duplicate to edit
        </Button>
        <Button variant="gold" onClick={() => openPlanPrompt()}>
          Upgrade
        </Button>
      </div>
    </section>
  );
}
