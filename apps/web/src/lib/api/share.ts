import { contract, type DownloadFormat, type ShareLink } from '@shortlist/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session/session-context';
import { call } from './client';
import { queryKeys } from './keys';

const routes = contract.share;

/** Fetchers: one per endpoint. */
export const shareApi = {
  list: () => call(routes.list),
  create: (resumeId: string) => call(routes.create, { body: { resumeId } }),
  setAllowDownload: (slug: string, allowDownload: boolean) =>
    call(routes.update, { params: { slug }, body: { allowDownload } }),
  revoke: (slug: string) => call(routes.revoke, { params: { slug } }),
  publicResume: (slug: string) => call(routes.publicResume, { params: { slug } }),
  publicDownload: (slug: string, format: DownloadFormat) =>
    call(routes.publicDownload, { params: { slug }, body: { format } }),
};

/** The user's links (with views); `resumeId` narrows them to one resume. */
export function useShareLinks(resumeId?: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.share.list(user?.id ?? ''),
    queryFn: shareApi.list,
    enabled: user !== null,
    // Opening the list shows the views counted since it was last seen.
    refetchOnMount: 'always',
    select: (links: ShareLink[]) =>
      resumeId ? links.filter((link) => link.resumeId === resumeId) : links,
  });
}

/** Every change to a link refetches the list (its views and settings). */
function useShareMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.share.list(user?.id ?? '') }),
  });
}

export const useCreateShareLink = () => useShareMutation(shareApi.create);
export const useRevokeShareLink = () => useShareMutation(shareApi.revoke);
export const useSetShareDownload = () =>
  useShareMutation(({ slug, allowDownload }: { slug: string; allowDownload: boolean }) =>
    shareApi.setAllowDownload(slug, allowDownload),
  );

/** A shared resume as its link shows it (anyone may read it). Counted once per page open. */
export function usePublicResume(slug: string) {
  return useQuery({
    queryKey: queryKeys.share.public(slug),
    queryFn: () => shareApi.publicResume(slug),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
