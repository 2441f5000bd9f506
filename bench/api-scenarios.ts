// The scenarios of bench/api.ts (and bench/api-profile.ts): a user with drafts, then one
// autocannon request list per endpoint measured.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseResume } from '@shortlist/resume';
import type autocannon from 'autocannon';
import { api, root } from './server';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Password hashing runs on libuv's 4 threads: more logins at once only queue. */
const LOGIN_CONNECTIONS = 4;
const PASSWORD = 'benchmark password 42';

type Draft = { id: string; version: number };
type Context = { draft?: Draft };
export type Scenario = {
  name: string;
  connections?: number;
  requests: autocannon.Request[];
  /** Run before each load of the scenario. */
  before?: () => Promise<void>;
};
/**
 * A user with a draft per connection (so PUTs never conflict) and the scenarios on them; the
 * database floors (bench/api-floor.ts) work on this user's drafts too.
 */
export async function scenarios(url: string): Promise<{ userId: string; list: Scenario[] }> {
  const email = `bench-${Date.now()}@example.com`;
  await api(url, 'POST', '/users/register', { email, password: PASSWORD, name: 'Bench Mark' });
  const login = await api(url, 'POST', '/users/login', { email, password: PASSWORD });
  const cookie = login.cookie as string;
  const userId = String(login.json.userID);
  // A real two-page resume, as the builder sends it.
  const resume = parseResume(
    JSON.parse(
      readFileSync(join(root, 'packages/resume/test/fixtures/amelie-dubois-fr.json'), 'utf8'),
    ),
  );
  const ids: string[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const draft = await api(url, 'POST', '/addresume/draft', resume, cookie);
    ids.push(String(draft.json.id));
  }
  const drafts: Draft[] = [];
  /**
   * Before each load of the drafts (the endpoint's and its floor's): every draft in the pool
   * at its current version. A load ends with requests in flight, whose drafts never came back.
   */
  const readDrafts = async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    drafts.length = 0;
    for (const id of ids) {
      const found = await api(url, 'GET', `/addresume/resume/${id}`, undefined, cookie);
      drafts.push({ id, version: Number(found.json.version) });
    }
  };
  const headers = { cookie, 'content-type': 'application/json' };
  let visitor = 0;
  const get = (path: string): autocannon.Request[] => [{ method: 'GET', path, headers }];
  const list: Scenario[] = [
    { name: 'health', requests: get('/resume/health') },
    { name: 'getdraft', requests: get('/resume/addresume/getdraft') },
    {
      name: 'draft PUT',
      before: readDrafts,
      requests: [
        {
          method: 'PUT',
          headers,
          // autocannon clears a connection's context after each response, so the drafts and
          // their versions live in a pool: a request takes one, its answer puts it back.
          setupRequest: (request, context) => {
            const draft = drafts.shift() as Draft;
            (context as Context).draft = draft;
            return {
              ...request,
              path: `/resume/addresume/${draft.id}`,
              body: JSON.stringify({ ...resume, version: draft.version }),
            };
          },
          onResponse: (status, body, context) => {
            const draft = (context as Context).draft as Draft;
            if (status === 200) draft.version = JSON.parse(body).version;
            drafts.push(draft);
          },
        },
      ],
    },
    { name: 'summaries list', requests: get(`/resume/addresume/getallresumes/${userId}`) },
    { name: 'check-resume-limit', requests: get(`/resume/addresume/check-resume-limit/${userId}`) },
    {
      // A page visit as the landing page records it, from 1,000 visitors (one address, as
      // many browsers) so the per-visitor row is not one hot spot.
      name: 'traffic start',
      requests: [
        {
          method: 'POST',
          path: '/resume/traffic/start',
          setupRequest: (request) => {
            visitor = (visitor + 1) % 1000;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.${visitor} Safari/537.36`,
              },
              body: JSON.stringify({ url: '/' }),
            };
          },
        },
      ],
    },
    {
      name: 'login',
      connections: LOGIN_CONNECTIONS,
      requests: [
        {
          method: 'POST',
          path: '/resume/users/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        },
      ],
    },
  ];
  return { userId, list };
}
