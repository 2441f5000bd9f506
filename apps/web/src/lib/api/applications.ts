import {
  contract,
  type Application,
  type CreateApplicationInput,
  type UpdateApplicationInput,
} from '@shortlist/contract';
import type { Resume } from '@shortlist/resume';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session/session-context';
import { call } from './client';
import { queryKeys } from './keys';

const routes = contract.applications;

/** Fetchers: one per endpoint. */
export const applicationsApi = {
  match: (resume: Resume, jobDescription: string) =>
    call(routes.match, { body: { resume, jobDescription } }),
  list: async () => (await call(routes.list)).items,
  create: (body: CreateApplicationInput) => call(routes.create, { body }),
  update: (id: string, body: UpdateApplicationInput) =>
    call(routes.update, { params: { id }, body }),
  remove: (id: string) => call(routes.remove, { params: { id } }),
  tailor: (id: string) => call(routes.tailor, { params: { id } }),
  coverLetter: (id: string) => call(routes.coverLetter, { params: { id } }),
};

/** The user's applications, newest first. */
export function useApplications() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.applications.list(user?.id ?? ''),
    queryFn: applicationsApi.list,
    enabled: user !== null,
  });
}

/** Every change to an application refetches the list; a tailored copy the resume list too. */
function useApplicationMutation<I, O>(mutationFn: (input: I) => Promise<O>, resumes = false) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: queryKeys.applications.list(user?.id ?? ''),
      });
      if (resumes)
        await queryClient.invalidateQueries({ queryKey: queryKeys.resumes.all(user?.id ?? '') });
    },
  });
}

export const useCreateApplication = () => useApplicationMutation(applicationsApi.create);
export const useUpdateApplication = () =>
  useApplicationMutation(({ id, ...body }: UpdateApplicationInput & { id: string }) =>
    applicationsApi.update(id, body),
  );
export const useDeleteApplication = () => useApplicationMutation(applicationsApi.remove);
export const useTailorApplication = () => useApplicationMutation(applicationsApi.tailor, true);
export const useDraftCoverLetter = () => useApplicationMutation(applicationsApi.coverLetter);

export type { Application };
