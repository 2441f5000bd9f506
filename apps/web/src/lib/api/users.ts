import { contract, type SessionBody } from '@shortlist/contract';
import { ApiError, call } from './client';

const routes = contract.users;

/** The spec's texts (section 8). */
export const LOGIN_FAILED = 'Login failed';
export const REGISTRATION_FAILED = 'Registration failed';
export const REGISTRATION_UNREACHABLE = 'An error occurred. Please try again.';
/** The account page's texts when the server fails without saying why. */
export const EXPORT_FAILED = 'Could not export your data. Please try again.';
export const DELETE_ACCOUNT_FAILED = 'Could not delete your account. Please try again.';
export const FORGOT_FAILED = 'Could not send the reset link. Please try again.';
export const RESET_FAILED = 'Could not change your password. Please try again.';
export const CHANGE_FAILED = 'Could not change your password. Please try again.';

export type LoginInput = { email: string; password: string; remember: boolean };
export type RegisterInput = { email: string; password: string; name: string };

/** The server's own words when it sent any; `fallback` otherwise. */
const serverMessageOr = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/**
 * The spec's client contract: an OK status and `status: 'Success'` mean logged in. A failure
 * shows the server's message, else 'Login failed'; no connection says so.
 */
export async function login(input: LoginInput): Promise<SessionBody> {
  try {
    return await call(routes.login, { body: input });
  } catch (error) {
    if (error instanceof ApiError && error.isNetwork) throw error;
    throw new Error(serverMessageOr(error, LOGIN_FAILED));
  }
}

/** Registration sends the documented `role` and `phno`; the server ignores both. */
export async function register(input: RegisterInput) {
  try {
    return await call(routes.register, { body: { ...input, role: 'person', phno: '0000000000' } });
  } catch (error) {
    if (error instanceof ApiError && (error.isNetwork || error.code === 'BAD_RESPONSE'))
      throw new Error(REGISTRATION_UNREACHABLE);
    throw new Error(serverMessageOr(error, REGISTRATION_FAILED));
  }
}

/** An error status without the server's words reads `fallback`, not 'HTTP error! status: 500'. */
const wordlessAs = (fallback: string) => (error: unknown) => {
  if (error instanceof ApiError && error.status >= 400 && !error.serverMessage)
    throw new ApiError(fallback, error.status, error.code);
  throw error;
};

export const usersApi = {
  login,
  register,
  /** Ends the session on the server; this browser forgets it whatever the answer. */
  logout: () => call(routes.logout).catch(() => undefined),
  me: (signal?: AbortSignal) => call(routes.me, { signal }),
  exportData: () => call(routes.exportData).catch(wordlessAs(EXPORT_FAILED)),
  deleteAccount: (password: string) =>
    call(routes.deleteAccount, { body: { password } }).catch(wordlessAs(DELETE_ACCOUNT_FAILED)),
  forgotPassword: (email: string) =>
    call(routes.forgotPassword, { body: { email } }).catch(wordlessAs(FORGOT_FAILED)),
  resetPassword: (input: { token: string; password: string }) =>
    call(routes.resetPassword, { body: input }).catch(wordlessAs(RESET_FAILED)),
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    call(routes.changePassword, { body: input }).catch(wordlessAs(CHANGE_FAILED)),
};
