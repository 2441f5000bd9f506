import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { saveFile } from '../../lib/documents/save-file';
import { useSession } from '../../lib/session/session-context';

export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await api<unknown>('/users/me/export');
      saveFile(JSON.stringify(data, null, 2), 'shortlist-data.json', 'application/json');
    },
  });
}

export function useDeleteAccount() {
  const { endSession } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api('/users/me', { method: 'DELETE', body: { password } }),
    onSuccess: () => {
      endSession();
      queryClient.clear();
    },
  });
}
