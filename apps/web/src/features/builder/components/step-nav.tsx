import type { Step } from '@shortlist/resume';
import { Button } from '../../../components/ui/button';
import { LAST_STEP } from '../steps';

/**
 * Previous / Next, and on the last step the submit button (not for a read-only resume).
 * Moving never blocks (spec §4). The row is marked so the page keeps it clear of overlays.
 */
export function StepNav({
  step,
  onStep,
  saving,
  canSave = true,
}: {
  step: Step;
  onStep: (step: Step) => void;
  saving: boolean;
  canSave?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-5">
      <Button variant="secondary" disabled={step === 1} onClick={() => onStep((step - 1) as Step)}>
        <span aria-hidden="true">←</span> Previous
      </Button>
      {step < LAST_STEP ? (
        <Button key="next" onClick={() => onStep((step + 1) as Step)}>
          Next <span aria-hidden="true">→</span>
        </Button>
      ) : canSave ? (
        <Button key="save" type="submit" variant="gold" loading={saving}>
          Save &amp; Preview Resume
        </Button>
      ) : null}
    </div>
  );
}
