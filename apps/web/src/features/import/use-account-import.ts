import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { newIdempotencyKey, resumeWrites } from '../../lib/api/resumes';
import { paths } from '../../lib/paths';
import type { ImportTarget } from './components/import-button';

/**
 * For a logged-in user: the imported resume is stored as a NEW resume of the account (never
 * over one) and the builder opens it.
 */
export function useAccountImport(): ImportTarget {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return {
    describe: () => ({ openLabel: 'Open as a new resume' }),
    open: async ({ resume }) => {
      const record = await resumeWrites(queryClient).create(resume, newIdempotencyKey());
      toast.success(
        `${resume.personalInfo.fullName.trim() || 'Your resume'} was added as a new resume.`,
      );
      await navigate(paths.builder(record._id));
    },
  };
}
