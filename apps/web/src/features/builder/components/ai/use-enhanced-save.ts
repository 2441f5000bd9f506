import type { AiChange } from '@shortlist/contract';
import type { Resume } from '@shortlist/resume';
import { useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import { aiApi } from '../../../../lib/api/ai';
import { setIn, valueAt } from './resume-paths';

export type EnhancementReview = {
  enhanced: Resume;
  changes: AiChange[];
  /** The fields whose proposal the user accepted; every other field keeps the user's text. */
  accepted: ReadonlySet<string>;
};

type Phase = 'idle' | 'enhancing' | 'review' | 'saving';

/** The tasks of a final save: the enhancement, then the save itself. */
const TASKS = 2;

/** The resume with the accepted proposals of a review in it (for the preview). */
export const withAccepted = (
  resume: Resume,
  review: EnhancementReview,
  also: string | null = null,
): Resume =>
  review.changes
    .filter((c) => review.accepted.has(c.field) || c.field === also)
    .reduce((r, c) => setIn(r, c.field, valueAt(review.enhanced, c.field)), resume);

/**
 * The final save with AI enhancement (spec section 7, variant B; issue 26): inside 'Saving
 * your resume...' the server proposes improvements; the form keeps the user's text while a
 * review shows each proposal as a diff with Accept and Keep mine. Saving applies only the
 * accepted ones, as one edit (undo takes it back); closing the review changes nothing and
 * saves nothing. A failed enhancement saves the user's text as it is (section 8).
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
    setReview({ enhanced: answer.resume, changes: answer.changes, accepted: new Set() });
    setPhase('review');
  };

  const choose = (field: string, accept: boolean) => {
    if (!review) return;
    const accepted = new Set(review.accepted);
    if (accept) accepted.add(field);
    else accepted.delete(field);
    setReview({ ...review, accepted });
  };

  /** Applies the accepted proposals (a field the user changed meanwhile keeps its text). */
  const confirm = async () => {
    if (!review) return;
    setReview(null);
    for (const change of review.changes) {
      if (!review.accepted.has(change.field)) continue;
      const path = change.field as Path<Resume>;
      form.setValue(path, valueAt(review.enhanced, change.field) as never, {
        shouldDirty: true,
      });
    }
    await finish(form.getValues());
  };

  /** Closes the review: every field keeps the user's text; nothing is saved. */
  const cancel = () => {
    setReview(null);
    setPhase('idle');
    toast.info('No AI change was applied. Your text is as you wrote it.');
  };

  return {
    enabled,
    setEnabled,
    start,
    choose,
    confirm,
    cancel,
    review: phase === 'review' ? review : null,
    /** 'Saving your resume...' with progress is shown (the enhancement, then the save). */
    progressOpen: phase === 'enhancing' || phase === 'saving',
    busy: phase !== 'idle',
    /** The share of finished tasks, 0–100. */
    percent: Math.round((done / TASKS) * 100),
  };
}

export type EnhancedSave = ReturnType<typeof useEnhancedSave>;
