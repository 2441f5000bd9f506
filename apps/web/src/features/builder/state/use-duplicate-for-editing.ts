import { TITLE_MAX } from '@shortlist/contract';
import type { Resume } from '@shortlist/resume';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  newIdempotencyKey,
  rememberWrite,
  resumesApi,
  resumeWrites,
} from '../../../lib/api/resumes';
import { paths } from '../../../lib/paths';

/**
 * 'Duplicate to edit' on a locked resume: a new resume holding what the builder shows (so
 * text typed before the lock was known is kept too), named '<title> (copy)', opened in the
 * builder.
 */
export function useDuplicateForEditing(onCopied: () => void = () => {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ resume, title }: { resume: Resume; title: string | null }) => {
      const writes = resumeWrites(queryClient);
      const copy = await writes.create(resume, newIdempotencyKey());
      const named = `${title ?? copy.title} (copy)`.slice(0, TITLE_MAX);
      const renamed = await resumesApi.rename(copy._id, named).catch(() => null);
      if (renamed) rememberWrite(queryClient, renamed);
      return { id: copy._id, title: renamed?.title ?? copy.title };
    },
    onSuccess: ({ id, title }) => {
      onCopied();
      toast.success(`${title} was added to your resumes. You can edit it.`);
      void navigate(paths.builder(id));
    },
    onError: (error) => toast.error(error.message),
  });
}
