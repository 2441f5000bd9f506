import type { Step } from '@shortlist/resume';
import type { ReactNode } from 'react';
import { stepInfo } from '../steps';
import { AdditionalStep } from './steps/additional-step';
import { EducationStep } from './steps/education-step';
import { ExperienceStep } from './steps/experience-step';
import { InterestsStep } from './steps/interests-step';
import { PersonalStep } from './steps/personal-step';
import { ReviewStep } from './steps/review-step';
import { SkillsStep } from './steps/skills-step';

/** The current step's heading, hint and fields. The heading takes focus on a step change. */
export function StepContent({
  step,
  onJump,
  importButton,
}: {
  step: Step;
  onJump: (step: Step, field: string) => void;
  /** Step 1's Import (a PDF, Word file, LinkedIn export or JSON resume). */
  importButton?: ReactNode;
}) {
  const info = stepInfo(step);
  return (
    <section aria-labelledby="step-heading" className="space-y-5">
      <div>
        <p className="text-xs font-semibold tracking-wide text-gold-500 uppercase">
          Step {step} of 7
        </p>
        <h2
          id="step-heading"
          tabIndex={-1}
          className="mt-1 text-xl font-bold text-navy-900 focus:outline-none"
        >
          {info.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{info.hint}</p>
      </div>
      {step === 1 && <PersonalStep importButton={importButton} />}
      {step === 2 && <ExperienceStep />}
      {step === 3 && <EducationStep />}
      {step === 4 && <SkillsStep />}
      {step === 5 && <InterestsStep />}
      {step === 6 && <AdditionalStep />}
      {step === 7 && <ReviewStep onJump={onJump} />}
    </section>
  );
}
