import {
  missingFields,
  resumeSchema,
  type MissingField,
  type Resume,
  type Step,
} from '@shortlist/resume';
import { useFormContext, useWatch } from 'react-hook-form';
import { AtsCheck } from '../../../ats-check';
import { stepInfo } from '../../steps';

/**
 * Step 7: what a complete resume still lacks, each item a way back to its field, and what an
 * applicant-tracking system reads from the files (decision 0112).
 */
export function ReviewStep({ onJump }: { onJump: (step: Step, field: string) => void }) {
  const { control } = useFormContext<Resume>();
  const values = useWatch({ control }) as Resume;
  const parsed = resumeSchema.safeParse(values);
  const resume = parsed.success ? parsed.data : values;
  return (
    <>
      <MissingFields resume={resume} onJump={onJump} />
      <AtsCheck resume={resume} />
    </>
  );
}

function MissingFields({
  resume,
  onJump,
}: {
  resume: Resume;
  onJump: (step: Step, field: string) => void;
}) {
  const missing = missingFields(resume);
  const groups = groupByStep(missing);

  if (missing.length === 0) {
    return (
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5">
        <p className="font-semibold text-emerald-900">Your resume is complete.</p>
        <p className="mt-1 text-sm text-emerald-800">
          Every required field is filled in. Check the preview, pick the template you like and save.
        </p>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="missing-heading"
      className="rounded-xl border border-amber-200 bg-amber-50 p-5"
    >
      <h3 id="missing-heading" className="font-semibold text-amber-900">
        {missing.length === 1 ? '1 thing is' : `${missing.length} things are`} still missing
      </h3>
      <p className="mt-1 text-sm text-amber-900/80">
        You can save now and finish later, but a complete resume reads better. Select an item to go
        to it.
      </p>
      <div className="mt-4 space-y-4">
        {groups.map(([step, items]) => (
          <div key={step}>
            <h4 className="text-sm font-semibold text-slate-800">
              Step {step}: {stepInfo(step).title}
            </h4>
            <ul className="mt-1 space-y-1">
              {items.map((item) => (
                <li key={`${item.field}-${item.reason}`}>
                  <button
                    type="button"
                    onClick={() => onJump(item.step, item.field)}
                    className="text-left text-sm font-medium text-navy-700 underline decoration-navy-600/40 underline-offset-2 hover:decoration-navy-700"
                  >
                    {item.label}
                    {item.reason === 'invalid' ? ' is not valid' : ' is missing'}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

const groupByStep = (missing: MissingField[]): [Step, MissingField[]][] => {
  const groups = new Map<Step, MissingField[]>();
  for (const item of missing) groups.set(item.step, [...(groups.get(item.step) ?? []), item]);
  return [...groups];
};
