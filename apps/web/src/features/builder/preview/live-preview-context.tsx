import type { Resume } from '@shortlist/resume';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useLivePreview, type PreviewState } from './use-live-preview';

export type LivePreview = PreviewState & {
  /** Nothing typed yet: the panel explains what will appear. */
  empty: boolean;
  /** Until the first PDF is drawn: the resume, for the HTML placeholder. */
  draft: Resume | null;
  /** The preview shows an AI proposal that is not applied (while the user looks at it). */
  proposal: boolean;
};

/** What the preview shows instead of the form: the form's resume with a proposal applied. */
export type ProposalPreview = (resume: Resume) => Resume;

const LivePreviewContext = createContext<LivePreview | null>(null);
const ShowProposalContext = createContext<(proposal: ProposalPreview | null) => void>(() => {});

const isEmpty = (resume: Resume) =>
  !resume.personalInfo?.fullName?.trim() &&
  !resume.experience?.some((job) => job.company?.trim() || job.position?.trim());

/**
 * Watches the whole form and renders its PDF. Only this provider re-renders on a keystroke;
 * its children are created by the parent, so they re-render only when the PDF changes.
 * While an AI proposal is looked at, the preview renders it instead; the form keeps the
 * user's text, and the preview goes back to it when the proposal is no longer looked at.
 */
export function LivePreviewProvider({
  control,
  children,
}: {
  control: Control<Resume>;
  children: ReactNode;
}) {
  const resume = useWatch({ control }) as Resume;
  const [proposal, setProposal] = useState<{ show: ProposalPreview } | null>(null);
  const shown = useMemo(() => (proposal ? proposal.show(resume) : resume), [proposal, resume]);
  const state = useLivePreview(shown);
  const empty = isEmpty(shown);
  // Once the first PDF is there the form's value is left out: the panel re-renders only
  // when a new PDF arrives, not on every keystroke.
  const draft = state.bytes ? null : shown;
  const value = useMemo(
    () => ({ ...state, empty, draft, proposal: proposal !== null }),
    [state, empty, draft, proposal],
  );
  const show = useMemo(
    () => (next: ProposalPreview | null) => setProposal(next ? { show: next } : null),
    [],
  );
  return (
    <ShowProposalContext.Provider value={show}>
      <LivePreviewContext.Provider value={value}>{children}</LivePreviewContext.Provider>
    </ShowProposalContext.Provider>
  );
}

export function usePreviewState(): LivePreview {
  const state = useContext(LivePreviewContext);
  if (!state) throw new Error('usePreviewState needs a LivePreviewProvider');
  return state;
}

/** Shows a proposal in the preview (null: the form's own resume again). */
export const useShowProposal = () => useContext(ShowProposalContext);
