import { fileName, renderTxt, type Resume } from '@shortlist/resume';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { contract, type DownloadFormat } from '@shortlist/contract';
import { ApiError, call } from '../api/client';
import { paymentsApi, useRefreshPayments } from '../api/payments';
import { confirmDownload } from '../payments/download-confirm';
import { openPlanPrompt, type WantedDownload } from '../payments/plan-prompt';
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
  onPlanRequired?: (message: string | null, wanted: WantedDownload) => void;
};

/**
 * Asks before a download that costs what the user may not expect (issue 29): printing that
 * uses a free download, and any download that binds the Single plan (and so locks the
 * resume). Answers false when the user says no. If the question cannot be asked (offline),
 * the download goes on: the grant itself is still decided by the server.
 */
async function agreedToCost(
  resume: Resume & { _id: string; title?: string },
  format: DownloadFormat,
) {
  const cost = await paymentsApi.downloadCost(resume._id).catch(() => null);
  if (!cost) return true;
  const title = resume.title?.trim() || resume.personalInfo.fullName.trim() || 'Untitled Resume';
  if (cost.uses === 'single-plan' || (cost.uses === 'free' && format === 'print'))
    return confirmDownload({
      kind: cost.uses,
      format,
      title,
      freeDownloadsLeft: cost.freeDownloadsLeft,
    });
  return true;
}

export const DOWNLOAD_FAILED = 'Failed to download resume. Please try again.';

/** The spec's export failure text, with the pop-up advice when printing was blocked. */
export function generationFailure(format: DownloadFormat, error: unknown) {
  const detail =
    error instanceof Error && error.message.includes('pop-ups') ? ` ${error.message}` : '';
  return `${FAILED_TO_GENERATE[format]}${detail}`;
}

/** Produces the file in the browser and hands it over (after a grant). */
export async function produceDownload(resume: Resume, format: DownloadFormat) {
  const name = resume.personalInfo.fullName;
  if (format === 'print') return printResume(resume);
  if (format === 'txt') return saveFile(renderTxt(resume), fileName(name, 'txt'), MIME.txt);
  const bytes = await renderFile(resume, format);
  saveFile(bytes, fileName(name, format), MIME[format]);
}

/**
 * The download flow (spec section 4, issues 11 and 29): login needed; what the download
 * would cost is asked, and a surprising cost confirmed; the server is asked for a grant
 * BEFORE anything renders (201: a free download or a plan covers it; 402: the plan picker
 * opens, remembering this download for after the purchase); only then is the file rendered
 * in the browser.
 */
export function useResumeDownload(handlers: Handlers = {}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const refreshPayments = useRefreshPayments();
  const onLoginRequired = handlers.onLoginRequired ?? (() => navigate(paths.login));
  const onPlanRequired = handlers.onPlanRequired ?? openPlanPrompt;
  const [busy, setBusy] = useState<DownloadFormat | null>(null);

  async function download(
    resume: Resume & { _id?: string; title?: string },
    format: DownloadFormat,
  ) {
    if (!user) return onLoginRequired();
    setBusy(format);
    try {
      if (!resume._id) {
        toast.error(DOWNLOAD_FAILED);
        return;
      }
      const resumeId = resume._id;
      if (!(await agreedToCost({ ...resume, _id: resumeId }, format))) return;
      try {
        await call(contract.resumes.recordDownload, {
          params: { id: resume._id },
          body: { format },
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 402) {
          onPlanRequired(error.serverMessage ?? null, { resumeId, format });
        } else if (!(error instanceof ApiError && error.status === 401)) {
          toast.error(DOWNLOAD_FAILED);
        }
        return;
      } finally {
        void refreshPayments();
      }
      try {
        await produceDownload(resume, format);
      } catch (error) {
        toast.error(generationFailure(format, error));
      }
    } finally {
      setBusy(null);
    }
  }

  return { download, busy };
}
