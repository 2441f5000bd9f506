import type { FastifyInstance } from 'fastify';

export type TestUser = { id: string; email: string; password: string; cookie: string };

let counter = 0;

/** Registers a user through the API (which signs the account in); returns the session cookie. */
export async function signUpAndLogIn(
  app: FastifyInstance,
  name = 'Ada Lovelace',
  /** The client's address: a file that signs up more than the hourly limit gives each its own. */
  remoteAddress?: string,
): Promise<TestUser> {
  counter += 1;
  const email = `user${counter}-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  const register = await app.inject({
    method: 'POST',
    url: '/resume/users/register',
    payload: { email, password, name },
    ...(remoteAddress && { remoteAddress }),
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const setCookie = register.cookies.find((c) => c.name === 'shortlist_session');
  if (!setCookie) throw new Error('no session cookie');
  return {
    id: register.json().userID,
    email,
    password,
    cookie: `shortlist_session=${setCookie.value}`,
  };
}
