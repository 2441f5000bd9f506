import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';

type UserBody = {
  status: string;
  userID: string;
  email: string;
  name: string;
  role: string;
  message: string;
};
type LoginBody = UserBody & { expiresAt: string };

export type LoginInput = { email: string; password: string; remember: boolean };
export type RegisterInput = { email: string; password: string; name: string };

/** The spec's client contract: an OK status and `status: 'Success'` mean logged in. */
export async function loginRequest(input: LoginInput) {
  let body: LoginBody;
  try {
    body = await api<LoginBody>('/users/login', { body: input });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw error;
    throw new Error(error instanceof ApiError && error.message ? error.message : 'Login failed');
  }
  if (body?.status !== 'Success') throw new Error(body?.message || 'Login failed');
  return body;
}

/** Registration sends the documented `role` and `phno`; the server ignores both. */
export async function registerRequest(input: RegisterInput) {
  try {
    return await api<UserBody>('/users/register', {
      body: { ...input, role: 'person', phno: '0000000000' },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0)
      throw new Error('An error occurred. Please try again.');
    throw new Error(
      error instanceof ApiError && error.message ? error.message : 'Registration failed',
    );
  }
}

export function useLogin() {
  const { startSession } = useSession();
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: (body) =>
      startSession({
        user: { id: body.userID, email: body.email, name: body.name, role: body.role },
        expiresAt: Date.parse(body.expiresAt),
      }),
  });
}

export function useRegister() {
  return useMutation({ mutationFn: registerRequest });
}

/** Ends the session on the server and in this browser, and forgets cached user data. */
export function useLogout() {
  const { endSession } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/users/logout', { method: 'POST', body: {} }).catch(() => undefined),
    onSettled: () => {
      endSession();
      queryClient.clear();
    },
  });
}
