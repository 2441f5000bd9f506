import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveFile } from '../documents/save-file';
import { forgetLocalResumes } from '../session/pending-saves';
import { useSession } from '../session/session-context';
import { usersApi } from './users';

export function useLogin() {
  const { startSession } = useSession();
  return useMutation({
    mutationFn: usersApi.login,
    onSuccess: (body) =>
      startSession({
        user: { id: body.userID, email: body.email, name: body.name, role: body.role },
        expiresAt: Date.parse(body.expiresAt),
      }),
  });
}

export function useRegister() {
  return useMutation({ mutationFn: usersApi.register });
}

/** Forgets the session in this browser with every piece of user data it cached. */
function useForgetSession() {
  const { endSession } = useSession();
  const queryClient = useQueryClient();
  return () => {
    // Every copy of the account's resumes goes from this browser (issue 10).
    void forgetLocalResumes();
    endSession();
    queryClient.clear();
  };
}

/** Ends the session on the server and in this browser. */
export function useLogout() {
  const forget = useForgetSession();
  return useMutation({ mutationFn: usersApi.logout, onSettled: forget });
}

export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await usersApi.exportData();
      saveFile(JSON.stringify(data, null, 2), 'shortlist-data.json', 'application/json');
    },
  });
}

/**
 * Deletes the account. `leave` runs first, so a private page can navigate away before the
 * session ends (otherwise the login guard sends the user to /login); then the session ends.
 */
export function useDeleteAccount(leave: () => unknown = () => undefined) {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: usersApi.deleteAccount,
    onSuccess: async () => {
      await leave();
      forget();
    },
  });
}
