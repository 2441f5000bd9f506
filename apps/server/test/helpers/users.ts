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

/**
 * `call(user, method, url, payload?, address?)`: a request under /resume as `user` (or no one),
 * each from its own client address in `10.<subnet>.*` unless one is given, so per-address
 * limits never join requests that are not meant to share one.
 */
export function callsAs(app: () => FastifyInstance, subnet: number) {
  let address = 0;
  return (
    user: TestUser | null,
    method: string,
    url: string,
    payload?: unknown,
    remoteAddress = `10.${subnet}.${Math.floor(++address / 200)}.${address % 200}`,
  ) =>
    app().inject({
      method: method as 'GET',
      url: `/resume${url}`,
      headers: user ? { cookie: user.cookie } : {},
      remoteAddress,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
