import { fileName, renderTxt, type Resume } from '@shortlist/resume';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { contract, type DownloadFormat } from '@shortlist/contract';
import { ApiError, call } from '../api/client';
import { useRefreshPayments } from '../api/payments';
import { openPlanPrompt } from '../payments/plan-prompt';
import { paths } from '../paths';
import { useSession } from '../session/session-context';
import { renderFile } from './export-client';
import { MIME, printResume, saveFile } from './save-file';

export type { DownloadFormat };

const FAILED_TO_GENERATE: Record<DownloadFormat, string> = {
  pdf: 'Failed to generate PDF. Please try again.',
  docx: 'Failed to generate WORD. Please try again.',
  txt: 'Failed to generate TXT. Please try again.',
  print: 'Failed to generate HTML. Please try again.',
};

/** The spec's message when the server does not allow a download (no active plan). */
export const SUBSCRIPTION_FAILED =
  'Subscription Unsuccessful - Your subscription was not successful or is inactive. Please subscribe to access this feature.';

type Handlers = {
  /** A visitor (or an ended session). Default: go to the login page. */
  onLoginRequired?: () => void;
  /** The server refused the download (402, no plan). Default: open the plan picker. */
  onPlanRequired?: (message: string | null) => void;
};

export const DOWNLOAD_FAILED = 'Failed to download resume. Please try again.';

/** Produces the file in the browser and hands it over. */
async function produce(resume: Resume, format: DownloadFormat) {
  const name = resume.personalInfo.fullName;
  if (format === 'print') return printResume(resume);
  if (format === 'txt') return saveFile(renderTxt(resume), fileName(name, 'txt'), MIME.txt);
  const bytes = await renderFile(resume, format);
  saveFile(bytes, fileName(name, format), MIME[format]);
}

/**
 * The download flow (spec section 4, issue 11): login needed; the server is asked for a
 * grant BEFORE anything renders (201: a free download or a plan covers it; 402: the plan
 * picker opens); only then is the file rendered in the browser.
 */
export function useResumeDownload(handlers: Handlers = {}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const refreshPayments = useRefreshPayments();
  const onLoginRequired = handlers.onLoginRequired ?? (() => navigate(paths.login));
  const onPlanRequired = handlers.onPlanRequired ?? openPlanPrompt;
  const [busy, setBusy] = useState<DownloadFormat | null>(null);

  async function download(resume: Resume & { _id?: string }, format: DownloadFormat) {
    if (!user) return onLoginRequired();
    setBusy(format);
    try {
      if (!resume._id) {
        toast.error(DOWNLOAD_FAILED);
        return;
      }
      try {
        await call(contract.resumes.recordDownload, {
          params: { id: resume._id },
          body: { format },
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 402) {
          onPlanRequired(error.serverMessage ?? null);
        } else if (!(error instanceof ApiError && error.status === 401)) {
          toast.error(DOWNLOAD_FAILED);
        }
        return;
      } finally {
        void refreshPayments();
      }
      try {
        await produce(resume, format);
      } catch (error) {
        const detail =
          error instanceof Error && error.message.includes('pop-ups') ? ` ${error.message}` : '';
        toast.error(`${FAILED_TO_GENERATE[format]}${detail}`);
      }
    } finally {
      setBusy(null);
    }
  }

  return { download, busy };
}
