import { fileName, renderTxt, type Resume } from '@shortlist/resume';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { contract, type DownloadFormat } from '@shortlist/contract';
import { call } from '../api/client';
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
  /** The server says no (no plan). Default: the spec's subscription message. */
  onPlanRequired?: () => void;
};

/** Produces the file in the browser and hands it over. */
async function produce(resume: Resume, format: DownloadFormat) {
  const name = resume.personalInfo.fullName;
  if (format === 'print') return printResume(resume);
  if (format === 'txt') return saveFile(renderTxt(resume), fileName(name, 'txt'), MIME.txt);
  const bytes = await renderFile(resume, format);
  saveFile(bytes, fileName(name, format), MIME[format]);
}

/**
 * The download flow of spec section 4: login needed; the server decides whether the user may
 * download (`canGenerate` must be the boolean true); the file is rendered in the browser; the
 * download is recorded on the server.
 */
export function useResumeDownload(handlers: Handlers = {}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const onLoginRequired = handlers.onLoginRequired ?? (() => navigate(paths.login));
  const onPlanRequired = handlers.onPlanRequired ?? (() => toast.error(SUBSCRIPTION_FAILED));
  const [busy, setBusy] = useState<DownloadFormat | null>(null);

  async function download(resume: Resume & { _id?: string }, format: DownloadFormat) {
    if (!user) return onLoginRequired();
    setBusy(format);
    try {
      let allowed = false;
      try {
        const answer = await call(contract.resumes.checkLimit, { params: { userId: user.id } });
        allowed = answer?.canGenerate === true;
      } catch {
        toast.error('Failed to download resume. Please try again.');
        return;
      }
      if (!allowed) return onPlanRequired();
      try {
        await produce(resume, format);
      } catch (error) {
        const detail =
          error instanceof Error && error.message.includes('pop-ups') ? ` ${error.message}` : '';
        toast.error(`${FAILED_TO_GENERATE[format]}${detail}`);
        return;
      }
      if (resume._id) {
        await call(contract.resumes.recordDownload, {
          params: { id: resume._id },
          body: { format },
        }).catch(() => undefined);
      }
    } finally {
      setBusy(null);
    }
  }

  return { download, busy };
}
