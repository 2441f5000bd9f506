import type { AiChange } from '@shortlist/contract';
import type { Resume } from '@shortlist/resume';
import { useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { aiApi } from '../../../../lib/api/ai';

export type EnhancementReview = {
  original: Resume;
  enhanced: Resume;
  changes: AiChange[];
  /** The fields where the user chose their own text back. */
  mine: ReadonlySet<string>;
};

type Phase = 'idle' | 'enhancing' | 'review' | 'saving';

/** The value at a change's path ('experience.0.description', 'skills') in a resume. */
export const valueAt = (resume: Resume, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value === null || value === undefined ? undefined : (value as Record<string, unknown>)[key],
      resume,
    );

/** The tasks of a final save: the enhancement, then the save itself. */
const TASKS = 2;

/**
 * The final save with AI enhancement (spec section 7, variant B): inside 'Saving your
 * resume...' the server enhances the descriptions, lists and about-me; the form shows the
 * result, a review offers Keep / Use my original per changed field, and the save then sends
 * what the user kept. A failed enhancement keeps the user's text and saves it (section 8).
 */
export function useEnhancedSave(
  form: UseFormReturn<Resume>,
  save: (resume: Resume) => Promise<void>,
) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [done, setDone] = useState(0);
  const [review, setReview] = useState<EnhancementReview | null>(null);
  // Asked on the Review step; off unless the user opts in (decision 0500).
  const [enabled, setEnabled] = useState(false);

  const setField = (field: string, value: unknown) =>
    form.setValue(field as Path<Resume>, value as never, { shouldDirty: true });

  const finish = async (resume: Resume) => {
    setPhase('saving');
    try {
      await save(resume);
    } finally {
      setDone(TASKS);
      setPhase('idle');
    }
  };

  const start = async (resume: Resume) => {
    if (!enabled) {
      await save(resume);
      return;
    }
    setDone(0);
    setPhase('enhancing');
    let answer: Awaited<ReturnType<typeof aiApi.enhance>> | undefined;
    try {
      answer = await aiApi.enhance(resume);
    } catch (error) {
      console.warn('AI enhancement failed; your own text is saved as it is.', error);
    }
    setDone(1);
    if (!answer || answer.changes.length === 0) {
      await finish(resume);
      return;
    }
    for (const change of answer.changes)
      setField(change.field, valueAt(answer.resume, change.field));
    setReview({
      original: resume,
      enhanced: answer.resume,
      changes: answer.changes,
      mine: new Set(),
    });
    setPhase('review');
  };

  const choose = (field: string, useMine: boolean) => {
    if (!review) return;
    const source = useMine ? review.original : review.enhanced;
    setField(field, valueAt(source, field));
    const mine = new Set(review.mine);
    if (useMine) mine.add(field);
    else mine.delete(field);
    setReview({ ...review, mine });
  };

  const confirm = async () => {
    setReview(null);
    await finish(form.getValues());
  };

  return {
    enabled,
    setEnabled,
    start,
    choose,
    confirm,
    review: phase === 'review' ? review : null,
    /** 'Saving your resume...' with progress is shown (the enhancement, then the save). */
    progressOpen: phase === 'enhancing' || phase === 'saving',
    busy: phase !== 'idle',
    /** The share of finished tasks, 0–100. */
    percent: Math.round((done / TASKS) * 100),
  };
}
export type EnhancedSave = ReturnType<typeof useEnhancedSave>;
