import type { Step } from '@shortlist/resume';
import { STEPS, stepInfo } from '../steps';

/** The seven steps as a clickable list on wide screens, a progress bar on small ones. */
export function StepIndicator({ step, onSelect }: { step: Step; onSelect: (step: Step) => void }) {
  const percent = Math.round((step / STEPS.length) * 100);
  return (
    <nav aria-label="Builder steps">
      <div className="md:hidden">
        <div className="flex items-center justify-between text-sm">
          <span className="font-semibold text-navy-900">
            Step {step} of {STEPS.length}
          </span>
          <span className="text-slate-500">{stepInfo(step).title}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Progress through the builder"
          aria-valuemin={1}
          aria-valuemax={STEPS.length}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${STEPS.length}: ${stepInfo(step).title}`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-gold-400 transition-all"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <ol className="hidden gap-1 md:flex">
        {STEPS.map((info) => {
          const current = info.step === step;
          const done = info.step < step;
          return (
            <li key={info.step} className="min-w-0 flex-1">
              <button
                type="button"
                onClick={() => onSelect(info.step)}
                aria-current={current ? 'step' : undefined}
                className={`group flex w-full flex-col items-start gap-1.5 rounded-lg px-1 py-1 text-left text-xs font-medium ${
                  current ? 'text-navy-900' : 'text-slate-500 hover:text-navy-700'
                }`}
              >
                <span
                  className={`h-1.5 w-full rounded-full ${current || done ? 'bg-gold-400' : 'bg-slate-200 group-hover:bg-slate-300'}`}
                />
                <span className="truncate">
                  <span className="sr-only">Step </span>
                  {info.step}. {info.short}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
