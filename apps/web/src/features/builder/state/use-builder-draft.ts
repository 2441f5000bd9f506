import {
  emptyResume,
  firstIncompleteStep,
  resumeSchema,
  type Resume,
  type Step,
} from '@shortlist/resume';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useZodForm } from '../../../components/ui/form';
import type { BuilderDraft, DraftPersistence } from './draft-persistence';

export interface BuilderDraftState {
  /** The form holding the resume being edited; the single source of truth for its content. */
  form: UseFormReturn<Resume>;
  step: Step;
  setStep: (step: Step) => void;
  /** Replace the whole resume (an import, or a server draft) and jump to its first incomplete step. */
  replaceResume: (resume: Resume) => void;
  /** The resume as it is now, parsed (for saving and exporting). */
  currentResume: () => Resume;
  /** Take in the resume as another tab changed it, staying on this tab's step. */
  followResume: (resume: Resume) => void;
}

const initialDraft = (persistence: DraftPersistence, requested?: Step) => {
  const { draft, discarded } = persistence.load();
  const resume = draft?.resume ?? emptyResume();
  // Spec section 4: on loading a draft the builder jumps to the first incomplete step
  // (unless the URL names one: `&step=3`).
  const step: Step = requested ?? (draft ? firstIncompleteStep(resume) : 1);
  return { resume, step, discarded: discarded === true };
};

/**
 * The builder's state: the resume (in a react-hook-form form), the current step and the
 * template (`resume.templateId`). Every change is handed to `persistence.save` at once.
 */
export function useBuilderDraft(
  persistence: DraftPersistence,
  requestedStep?: Step,
): BuilderDraftState {
  const [initial] = useState(() => initialDraft(persistence, requestedStep));
  const form = useZodForm(resumeSchema, { defaultValues: initial.resume });
  const [step, setStepState] = useState<Step>(initial.step);
  const stepRef = useRef<Step>(initial.step);
  const failed = useRef(false);

  const currentResume = useCallback((): Resume => {
    const values = form.getValues();
    const parsed = resumeSchema.safeParse(values);
    return parsed.success ? parsed.data : values;
  }, [form]);

  const persist = useCallback(() => {
    const draft: BuilderDraft = {
      resume: form.getValues(),
      step: stepRef.current,
      updatedAt: new Date().toISOString(),
    };
    try {
      persistence.save(draft);
      failed.current = false;
    } catch {
      if (!failed.current)
        toast.error('Your browser refused to store the draft. Keep this tab open.');
      failed.current = true;
    }
  }, [form, persistence]);

  useEffect(() => {
    const subscription = form.watch(() => persist());
    return () => subscription.unsubscribe();
  }, [form, persist]);

  useEffect(() => {
    if (initial.discarded) {
      toast.warn('Your saved draft could not be read, so we started a fresh one.', {
        toastId: 'draft-discarded',
      });
    }
  }, [initial.discarded]);

  const setStep = useCallback(
    (next: Step) => {
      stepRef.current = next;
      setStepState(next);
      persist();
    },
    [persist],
  );

  const replaceResume = useCallback(
    (resume: Resume) => {
      const next = firstIncompleteStep(resume);
      stepRef.current = next;
      setStepState(next);
      form.reset(resume);
      persist();
    },
    [form, persist],
  );

  const followResume = useCallback(
    (resume: Resume) => {
      // The form's watch writes it back: the same text, so the other tab does nothing.
      form.reset(resume);
    },
    [form],
  );

  return { form, step, setStep, replaceResume, currentResume, followResume };
}
