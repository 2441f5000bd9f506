/** Talks to a server process over real HTTP, as a browser-less client would. */
export function httpClient(base: string, headers: Record<string, string> = {}) {
  return async function request(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string } = {},
  ) {
    const res = await fetch(new URL(`/resume${path}`, base), {
      method,
      headers: {
        ...headers,
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(options.cookie && { cookie: options.cookie }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    const session = /shortlist_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    return {
      status: res.status,
      json: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & unknown[],
      cookie: session ? `shortlist_session=${session}` : undefined,
    };
  };
}
export type HttpClient = ReturnType<typeof httpClient>;

/** Registers and logs in through `request`; answers the session cookie. */
export async function signUpOverHttp(request: HttpClient, email: string) {
  const password = 'resilient password 7';
  const reg = await request('POST', '/users/register', { body: { email, password, name: 'Kim' } });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
  const login = await request('POST', '/users/login', { body: { email, password } });
  if (!login.cookie) throw new Error(`login: ${login.status} ${JSON.stringify(login.json)}`);
  return { email, password, cookie: login.cookie, id: String(login.json.userID) };
}
