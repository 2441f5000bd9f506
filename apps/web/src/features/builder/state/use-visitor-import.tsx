import { hasResumeContent } from '@shortlist/contract';
import type { Resume } from '@shortlist/resume';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { ImportTarget } from '../../import';
import { paths } from '../../../lib/paths';
import { keepImportForAccount } from './pending-import';

/**
 * For a visitor: an empty builder takes the imported resume; when this browser's one draft
 * already holds a resume, the import is kept for the account and the visitor logs in, so both
 * become resumes of the account (nothing is written over).
 */
export function useVisitorImport(
  currentResume: () => Resume,
  replaceResume: (resume: Resume) => void,
): ImportTarget {
  const navigate = useNavigate();
  return {
    describe: () =>
      hasResumeContent(currentResume())
        ? {
            openLabel: 'Log in to keep both',
            notice: (
              <p className="rounded-lg bg-gold-50 p-3 text-navy-900">
                This browser already holds the resume you started. Log in or sign up to keep both:
                the imported one is added to your account as a new resume, next to this one.
              </p>
            ),
          }
        : { openLabel: 'Open as a new resume' },
    open: async ({ resume }) => {
      const name = resume.personalInfo.fullName.trim() || 'your resume';
      if (!hasResumeContent(currentResume())) {
        replaceResume(resume);
        toast.success(`Imported ${name}.`);
        return;
      }
      keepImportForAccount(resume);
      toast.info(`Log in or sign up: ${name} will be added to your account as a new resume.`);
      await navigate(paths.login);
    },
  };
}
