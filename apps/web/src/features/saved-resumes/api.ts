import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Resume } from '@shortlist/resume';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';

export type ResumeRecord = Resume & {
  _id: string;
  userId: string;
  status: 'draft' | 'saved';
  version: number;
  createdAt: string;
  updatedAt: string;
};

export const resumeKeys = {
  all: (userId: string) => ['resumes', userId] as const,
  one: (userId: string, id: string) => ['resumes', userId, id] as const,
};

export const fetchResumes = (userId: string) =>
  api<ResumeRecord[]>(`/addresume/getallresumes/${encodeURIComponent(userId)}`);
export const fetchResume = (id: string) =>
  api<ResumeRecord>(`/addresume/resume/${encodeURIComponent(id)}`);

export const resumesQuery = (userId: string) =>
  queryOptions({ queryKey: resumeKeys.all(userId), queryFn: () => fetchResumes(userId) });
export const resumeQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: resumeKeys.one(userId, id),
    queryFn: () => fetchResume(id),
    retry: false,
  });

export function useResumes() {
  const { user } = useSession();
  return useQuery({ ...resumesQuery(user?.id ?? ''), enabled: Boolean(user) });
}

export function useResume(id: string) {
  const { user } = useSession();
  return useQuery({ ...resumeQuery(user?.id ?? '', id), enabled: Boolean(user && id) });
}

function useInvalidateList() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resumeKeys.all(user?.id ?? '') });
}

export function useDeleteResume() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (id: string) => api(`/addresume/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useDuplicateResume() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (id: string) =>
      api<ResumeRecord>(`/addresume/${encodeURIComponent(id)}/duplicate`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: invalidate,
  });
}
