import { contract, type ResumeRecord } from '@shortlist/contract';
import type { Resume } from '@shortlist/resume';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSession } from '../session/session-context';
import { ApiError, call } from './client';
import { queryKeys } from './keys';

const routes = contract.resumes;

/** The spec's texts when the list cannot be fetched (section 8). */
export const LIST_FAILED = 'Failed to fetch resumes';
export const DETAIL_FAILED = 'Failed to fetch resume detail';
export const RESUME_NOT_FOUND = 'Resume not found';

/** A fresh `Idempotency-Key`: one per user action, reused by its retries. */
export const newIdempotencyKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
const idempotent = (key?: string) => (key ? { 'idempotency-key': key } : undefined);

/** Fetchers: one per endpoint. */
export const resumesApi = {
  list: (userId: string, cursor?: string, limit?: number) =>
    call(routes.list, { params: { userId }, query: { cursor, limit } }),
  get: (id: string) => call(routes.get, { params: { id } }),
  latestDraft: (userId: string) =>
    call(routes.latestDraft, { query: { userId } }).then((answer) => answer.data),
  create: (resume: Resume, key?: string) =>
    call(routes.createDraft, { body: resume, headers: idempotent(key) }),
  /** A visitor's browser draft at login: a new resume, or the account's identical one. */
  handOver: (resume: Resume, key?: string) =>
    call(routes.handOver, { body: resume, headers: idempotent(key) }),
  rename: (id: string, title: string) => call(routes.rename, { params: { id }, body: { title } }),
  versions: (id: string) => call(routes.versions, { params: { id } }),
  version: (id: string, version: number) => call(routes.version, { params: { id, version } }),
  restore: (id: string, version: number) =>
    call(routes.restoreVersion, { params: { id, version } }),
  update: (id: string, version: number, resume: Resume) =>
    call(routes.update, { params: { draftId: id }, body: { ...resume, version } }),
  /** The final save: the real `aboutMe` goes with it (the spec's placeholder was a defect). */
  save: (resume: Resume, from: { id: string; version: number } | null) =>
    call(routes.save, { body: from ? { ...resume, _id: from.id, version: from.version } : resume }),
  remove: (id: string) => call(routes.remove, { params: { id } }),
  duplicate: (id: string, key?: string) =>
    call(routes.duplicate, { params: { id }, headers: idempotent(key) }),
};

/** Network failures read as the spec's words; the server's own message otherwise. */
const withFallback = (fallback: string) => (error: unknown) => {
  if (error instanceof ApiError && error.isNetwork) throw new Error(fallback);
  throw error;
};

/** My Resumes: summaries, newest edit first, 50 a page. */
export const resumesQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.resumes.list(userId),
    queryFn: ({ pageParam }) =>
      resumesApi.list(userId, pageParam ?? undefined).catch(withFallback(LIST_FAILED)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Any 404 of the detail means the resume is not there, whatever words came with it. */
const notFoundAsSpec = (error: unknown) => {
  if (error instanceof ApiError && error.status === 404)
    throw new ApiError(RESUME_NOT_FOUND, 404, error.code, error.serverMessage);
  throw error;
};

export const resumeQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.resumes.detail(userId, id),
    queryFn: () => resumesApi.get(id).catch(notFoundAsSpec).catch(withFallback(DETAIL_FAILED)),
    retry: false,
  });

export function useResumes() {
  const { user } = useSession();
  return useInfiniteQuery({ ...resumesQuery(user?.id ?? ''), enabled: Boolean(user) });
}

export function useResume(id: string) {
  const { user } = useSession();
  return useQuery({ ...resumeQuery(user?.id ?? '', id), enabled: Boolean(user && id) });
}

/** After any write: the record itself is fresh in the cache, and the list is refetched. */
export function rememberWrite(queryClient: QueryClient, record: ResumeRecord) {
  queryClient.setQueryData(queryKeys.resumes.detail(record.userId, record._id), record);
  void queryClient.invalidateQueries({ queryKey: queryKeys.resumes.list(record.userId) });
  void queryClient.invalidateQueries({
    queryKey: queryKeys.resumes.versions(record.userId, record._id),
  });
}

/**
 * The writes the builder's draft sync makes, wired to the query cache: a save in the builder
 * is what My Resumes and the detail page show next, without a reload.
 */
export function resumeWrites(queryClient: QueryClient) {
  const remembered = async (pending: Promise<ResumeRecord>) => {
    const record = await pending;
    rememberWrite(queryClient, record);
    return record;
  };
  return {
    latestDraft: resumesApi.latestDraft,
    resume: resumesApi.get,
    create: (resume: Resume, key?: string) => remembered(resumesApi.create(resume, key)),
    handOver: async (resume: Resume, key?: string) => {
      const answer = await resumesApi.handOver(resume, key);
      rememberWrite(queryClient, answer.resume);
      return answer;
    },
    /** The resume edited last, or null. */
    latest: (userId: string) =>
      resumesApi.list(userId, undefined, 1).then((page) => page.items[0] ?? null),
    restore: (id: string, version: number) => remembered(resumesApi.restore(id, version)),
    update: (id: string, version: number, resume: Resume) =>
      remembered(resumesApi.update(id, version, resume)),
    save: (resume: Resume, from: { id: string; version: number } | null) =>
      remembered(resumesApi.save(resume, from)),
  };
}
export type ResumeWrites = ReturnType<typeof resumeWrites>;

export function useDeleteResume() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => resumesApi.remove(id),
    onSuccess: (_answer, id) => {
      const userId = user?.id ?? '';
      queryClient.removeQueries({ queryKey: queryKeys.resumes.detail(userId, id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.resumes.list(userId) });
    },
  });
}

/** Duplicate: one key per click, so a retried or doubled request makes one copy. */
export function useDuplicateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => resumesApi.duplicate(id, key),
    onSuccess: (record) => rememberWrite(queryClient, record),
  });
}

export function useRenameResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => resumesApi.rename(id, title),
    onSuccess: (record) => rememberWrite(queryClient, record),
  });
}

export const versionsQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.resumes.versions(userId, id),
    queryFn: () => resumesApi.versions(id),
  });

export const versionQuery = (userId: string, id: string, version: number) =>
  queryOptions({
    queryKey: queryKeys.resumes.version(userId, id, version),
    queryFn: () => resumesApi.version(id, version),
    staleTime: Infinity,
  });
