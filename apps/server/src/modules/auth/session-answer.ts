import type { PublicUser } from '@shortlist/contract';

/** The user as the spec's client reads it (spec section 7, 'Authentication'). */
const userAnswer = (user: PublicUser, message: string) => ({
  status: 'Success' as const,
  userID: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  message,
});

/** A new session's answer: the user and when the session ends. */
export const sessionAnswer = (session: { user: PublicUser; expiresAt: Date }, message: string) => ({
  ...userAnswer(session.user, message),
  expiresAt: session.expiresAt.toISOString(),
});
