import type { APIRequestContext, Page } from '@playwright/test';

let counter = 0;

export type SeededUser = { email: string; password: string; name: string; id: string };

/** A new account, logged in on the page's browser context (the cookie is shared). */
export async function seedUser(
  request: APIRequestContext,
  name = 'Jordan Rivera',
): Promise<SeededUser> {
  counter += 1;
  const email = `e2e-${Date.now()}-${counter}@example.com`;
  const password = 'e2e password 123';
  const reg = await request.post('/resume/users/register', { data: { email, password, name } });
  if (reg.status() !== 201) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
  const login = await request.post('/resume/users/login', { data: { email, password } });
  if (login.status() !== 200) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const body = (await login.json()) as { userID: string };
  return { email, password, name, id: body.userID };
}

/** The browser's copy of the session (spec keys), as the app writes it after login. */
export function sessionStorageScript(user: SeededUser) {
  return {
    user: JSON.stringify({ id: user.id, email: user.email, name: user.name, role: 'person' }),
    sessionExpiry: String(Date.now() + 86_400_000),
  };
}

/** Signs the page's app in as `user` on every load (the server session is the request's cookie). */
export async function restoreSession(page: Page, user: SeededUser) {
  const keys = sessionStorageScript(user);
  await page.addInitScript((k) => {
    localStorage.setItem('user', k.user);
    localStorage.setItem('sessionExpiry', k.sessionExpiry);
  }, keys);
}

export async function seedResume(request: APIRequestContext, resume: object) {
  const res = await request.post('/resume/addresume/save', { data: resume });
  if (res.status() !== 201) throw new Error(`save: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { _id: string };
}
