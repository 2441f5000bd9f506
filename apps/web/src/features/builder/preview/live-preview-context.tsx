import type { Resume } from '@shortlist/resume';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useLivePreview, type PreviewState } from './use-live-preview';

export type LivePreview = PreviewState & {
  /** Nothing typed yet: the panel explains what will appear. */
  empty: boolean;
  /** Until the first PDF is drawn: the resume, for the HTML placeholder. */
  draft: Resume | null;
};

const LivePreviewContext = createContext<LivePreview | null>(null);

const isEmpty = (resume: Resume) =>
  !resume.personalInfo?.fullName?.trim() &&
  !resume.experience?.some((job) => job.company?.trim() || job.position?.trim());

/**
 * Watches the whole form and renders its PDF. Only this provider re-renders on a keystroke;
 * its children are created by the parent, so they re-render only when the PDF changes.
 */
export function LivePreviewProvider({
  control,
  children,
}: {
  control: Control<Resume>;
  children: ReactNode;
}) {
  const resume = useWatch({ control }) as Resume;
  const state = useLivePreview(resume);
  const empty = isEmpty(resume);
  // Once the first PDF is there the form's value is left out: the panel re-renders only
  // when a new PDF arrives, not on every keystroke.
  const draft = state.bytes ? null : resume;
  const value = useMemo(() => ({ ...state, empty, draft }), [state, empty, draft]);
  return <LivePreviewContext.Provider value={value}>{children}</LivePreviewContext.Provider>;
}

export function usePreviewState(): LivePreview {
  const state = useContext(LivePreviewContext);
  if (!state) throw new Error('usePreviewState needs a LivePreviewProvider');
  return state;
}
