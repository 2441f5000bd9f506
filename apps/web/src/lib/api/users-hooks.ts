import type { SessionBody } from '@shortlist/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveFile } from '../documents/save-file';
import { forgetLocalResumes } from '../session/pending-saves';
import { useSession } from '../session/session-context';
import { usersApi } from './users';

/** Starts this browser's session from a session answer (login, sign-up, a password reset). */
function useStartSessionFrom() {
  const { startSession } = useSession();
  return (body: SessionBody) =>
    startSession({
      user: { id: body.userID, email: body.email, name: body.name, role: body.role },
      expiresAt: Date.parse(body.expiresAt),
    });
}

export function useLogin() {
  const start = useStartSessionFrom();
  return useMutation({ mutationFn: usersApi.login, onSuccess: start });
}

/** Sign-up signs in: the new account's session starts at once. */
export function useRegister() {
  const start = useStartSessionFrom();
  return useMutation({ mutationFn: usersApi.register, onSuccess: start });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: usersApi.forgotPassword });
}

/** A new password from an emailed link: every other session ended, this one signed in. */
export function useResetPassword() {
  const start = useStartSessionFrom();
  return useMutation({ mutationFn: usersApi.resetPassword, onSuccess: start });
}

export function useChangePassword() {
  return useMutation({ mutationFn: usersApi.changePassword });
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
