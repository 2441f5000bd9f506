import {
  contract,
  type AdminMessageRow,
  type AdminResumeRow,
  type AdminUserRow,
  type AdminVisitorRow,
  type AdminVisitRow,
  type BodyInput,
  type RouteDef,
} from '@shortlist/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { queryKeys } from './keys';

const { admin, adminTraffic, adminSupport } = contract;

/** The admin lists: each takes `{page, limit, q, sort}` and answers `{items, total, page, limit}`. */
export const adminLists = {
  users: admin.users,
  resumes: admin.resumes,
  visitors: adminTraffic.visitors,
  visits: adminTraffic.analysis,
  messages: adminSupport.messages,
} as const;
export type AdminListName = keyof typeof adminLists;
export type AdminListRoute<N extends AdminListName> = (typeof adminLists)[N];
export type AdminListBody<N extends AdminListName> = BodyInput<AdminListRoute<N>>;
type AdminListItems = {
  users: AdminUserRow;
  resumes: AdminResumeRow;
  visitors: AdminVisitorRow;
  visits: AdminVisitRow;
  messages: AdminMessageRow;
};
export type AdminListItem<N extends AdminListName> = AdminListItems[N];
export type AdminListAnswer<N extends AdminListName> = {
  items: AdminListItem<N>[];
  total: number;
  page: number;
  limit: number;
};

/** Fetchers: one per endpoint. The session is the httpOnly AdminToken cookie. */
export const adminApi = {
  login: (userName: string, pass: string) => call(admin.login, { body: { userName, pass } }),
  logout: () => call(admin.logout),
  me: () => call(admin.me),
  dashboard: () => call(admin.dashboard, { body: {} }),
  resume: (id: string) => call(admin.resume, { params: { id } }),
  mark: (id: string) => call(adminSupport.mark, { body: { _id: id } }),
  list: <N extends AdminListName>(name: N, body: AdminListBody<N>) =>
    call(adminLists[name] as RouteDef, { body } as never) as unknown as Promise<AdminListAnswer<N>>,
};

/** The logged-in admin, or an ApiError 401 when there is no admin session. */
export function useAdminMe() {
  return useQuery({ queryKey: queryKeys.admin.me, queryFn: adminApi.me, retry: false });
}

export function useAdminDashboard() {
  return useQuery({ queryKey: queryKeys.admin.dashboard, queryFn: adminApi.dashboard });
}

/** One page of an admin list; the previous page stays on screen while the next loads. */
export function useAdminList<N extends AdminListName>(name: N, body: AdminListBody<N>) {
  return useQuery({
    queryKey: queryKeys.admin.list(name, body),
    queryFn: () => adminApi.list(name, body),
    placeholderData: keepPreviousData,
  });
}

export function useAdminResume(id: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.resume(id ?? ''),
    queryFn: () => adminApi.resume(id as string),
    enabled: id !== null,
  });
}

/** Mark Complete: the row turns complete once the server says so (spec section 4). */
export function useMarkComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminApi.mark,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
  });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userName, pass }: { userName: string; pass: string }) =>
      adminApi.login(userName, pass),
    onSuccess: () => queryClient.removeQueries({ queryKey: queryKeys.admin.all }),
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminApi.logout,
    onSettled: () => queryClient.removeQueries({ queryKey: queryKeys.admin.all }),
  });
}
