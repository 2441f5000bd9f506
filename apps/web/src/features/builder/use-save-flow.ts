import type { Resume } from '@shortlist/resume';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { DownloadFormat } from './components/download-buttons';

/**
 * What 'Save & Preview Resume' led to: 'preview' opens the 'Resume Preview' modal (a
 * visitor, or a user who wants to look first); 'saved' switches the panel to downloads.
 */
export type SaveOutcome = 'preview' | 'saved';

/** The seam for accounts: how the builder saves and downloads. Defaults are the visitor's. */
export interface BuilderActions {
  onSave?: (resume: Resume) => Promise<SaveOutcome> | SaveOutcome;
  /** Default: open 'Login Required'. */
  onDownload?: (format: DownloadFormat, resume: Resume) => void;
}

/** The save / preview / download state behind the modals. */
export function useSaveFlow({ onSave, onDownload }: BuilderActions, currentResume: () => Resume) {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);

  const save = async (resume: Resume) => {
    if (!onSave) {
      setPreviewOpen(true);
      return;
    }
    setSaving(true);
    try {
      const outcome = await onSave(resume);
      if (outcome === 'saved') setSaved(true);
      else setPreviewOpen(true);
    } catch (error) {
      toast.error(
        error instanceof Error
          ? error.message
          : 'Saving failed. Your resume is still in this browser.',
      );
    } finally {
      setSaving(false);
    }
  };

  const download = (format: DownloadFormat) => {
    if (onDownload) onDownload(format, currentResume());
    else {
      setPreviewOpen(false);
      setLoginOpen(true);
    }
  };

  return {
    saving,
    saved,
    save,
    download,
    previewOpen,
    closePreview: () => setPreviewOpen(false),
    loginOpen,
    closeLogin: () => setLoginOpen(false),
  };
}
