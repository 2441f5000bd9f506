import {
  SHARE_LINKS_MAX,
  SHARED_DOWNLOAD_NOT_COVERED,
  SHARED_DOWNLOAD_OFF,
} from '@shortlist/contract';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { callsAs, signUpAndLogIn, type TestUser } from './helpers/users.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe.each(databaseTargets)('share links on $label', ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clock = Date.now();
  beforeAll(async () => {
    database = await open();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://cv.example.test',
    });
    app = await buildApp({ config, database, now: () => new Date(clock) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = callsAs(() => app, 20);
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const saveResume = async (user: TestUser, name = 'Ada Lovelace') => {
    const res = await call(user, 'POST', '/addresume/save', {
      ...sampleResume(name),
      personalInfo: { ...sampleResume(name).personalInfo, email: 'contact@ada.example' },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { _id: string };
  };
  const share = async (user: TestUser, resumeId: string) => {
    const res = await call(user, 'POST', '/share', { resumeId });
    expect(res.statusCode).toBe(201);
    return res.json() as { slug: string; url: string };
  };
  const view = (slug: string, ip = '203.0.113.5', userAgent = BROWSER) =>
    app.inject({
      method: 'GET',
      url: `/resume/public/${slug}`,
      remoteAddress: ip,
      headers: { 'user-agent': userAgent },
    });
  const linksOf = async (user: TestUser) =>
    (await call(user, 'GET', '/share')).json() as {
      slug: string;
      views: number;
      allowDownload: boolean;
      resumeId: string;
    }[];
  const buy = async (user: TestUser, planName: 'unlimited' | 'one-time') => {
    const started = await call(user, 'POST', '/stripe/create-checkout-session', { planName });
    const sessionId = (started.json().url as string).split('/').pop() as string;
    expect((await call(user, 'POST', `/stripe/test-checkout/${sessionId}/pay`)).statusCode).toBe(
      200,
    );
  };

  let ada: TestUser;
  let eve: TestUser;
  beforeAll(async () => {
    ada = await signUpAndLogIn(app, 'Ada Lovelace');
    eve = await signUpAndLogIn(app, 'Eve');
  });

  it('creates a link: 201 {slug, url}, a slug of 144 random bits under PUBLIC_URL/r/', async () => {
    const resume = await saveResume(ada);
    const res = await call(ada, 'POST', '/share', { resumeId: resume._id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['slug', 'url']);
    expect(body.slug).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(Buffer.from(body.slug, 'base64url')).toHaveLength(18);
    expect(body.url).toBe(`https://cv.example.test/r/${body.slug}`);
    const slugs = new Set([body.slug]);
    for (let i = 0; i < 10; i += 1) slugs.add((await share(ada, resume._id)).slug);
    expect(slugs.size).toBe(11);
    const listed = await linksOf(ada);
    expect(listed.find((l) => l.slug === body.slug)).toEqual({
      slug: body.slug,
      url: body.url,
      resumeId: resume._id,
      allowDownload: false,
      views: 0,
      createdAt: expect.any(String),
    });
    for (const link of listed) await call(ada, 'DELETE', `/share/${link.slug}`);
  });

  it("shows the resume's content only, noindex, and counts each visitor once a day", async () => {
    const resume = await saveResume(ada);
    const { slug } = await share(ada, resume._id);
    const first = await view(slug);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-robots-tag']).toBe('noindex, nofollow');
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual(['allowDownload', 'resume']);
    expect(body.resume.personalInfo.fullName).toBe('Ada Lovelace');
    expect(body.resume.personalInfo.email).toBe('contact@ada.example');
    for (const secret of [ada.id, ada.email, resume._id, 'userId', '_id'])
      expect(first.body).not.toContain(secret);

    await view(slug); // the same visitor again today
    await view(slug, '203.0.113.5', `${BROWSER} other`); // another browser
    await view(slug, '198.51.100.7'); // another address
    await view(slug, '198.51.100.8', 'Slackbot-LinkExpanding 1.0'); // a robot: not counted
    expect((await linksOf(ada)).find((l) => l.slug === slug)?.views).toBe(3);

    // Nothing stored says who: no address, no user agent.
    const dump = await rows<{ t: string }>(
      sql`select v::text as t from share_views v union all select l::text from share_links l`,
    );
    for (const who of ['203.0.113.5', '198.51.100.7', 'Chrome/130', 'Slackbot'])
      expect(dump.some((r) => r.t.includes(who))).toBe(false);

    // The next day the same visitor counts again; yesterday's keys are swept.
    const start = clock;
    try {
      clock = start + 24 * 3600_000;
      await view(slug);
      expect((await linksOf(ada)).find((l) => l.slug === slug)?.views).toBe(4);
      await app.services.share.deleteOldViews();
      const days = await rows<{ day: string }>(
        sql`select distinct day from share_views where slug = ${slug}`,
      );
      expect(days.map((d) => d.day)).toEqual([new Date(clock).toISOString().slice(0, 10)]);
    } finally {
      clock = start;
    }
  });

  it('revokes: 204, then the link answers 404 at once and is no longer listed', async () => {
    const resume = await saveResume(ada);
    const { slug } = await share(ada, resume._id);
    expect((await view(slug)).statusCode).toBe(200);
    const revoked = await call(ada, 'DELETE', `/share/${slug}`);
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    const gone = await view(slug);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      message: 'This link does not exist or was revoked.',
      code: 'SHARE_LINK_NOT_FOUND',
    });
    expect((await linksOf(ada)).some((l) => l.slug === slug)).toBe(false);
    expect((await call(ada, 'DELETE', `/share/${slug}`)).statusCode).toBe(404);
  });

  it('a deleted resume takes its links with it', async () => {
    const resume = await saveResume(ada);
    const { slug } = await share(ada, resume._id);
    expect((await call(ada, 'DELETE', `/addresume/${resume._id}`)).statusCode).toBe(200);
    expect((await view(slug)).statusCode).toBe(404);
  });

  it("answers 404 for another user's resume or link, and leaves it alone", async () => {
    const resume = await saveResume(ada);
    const { slug } = await share(ada, resume._id);
    const before = await rows(sql`select count(*)::int as n from share_links`);
    expect((await call(eve, 'POST', '/share', { resumeId: resume._id })).statusCode).toBe(404);
    expect(await rows(sql`select count(*)::int as n from share_links`)).toEqual(before);
    expect((await call(eve, 'DELETE', `/share/${slug}`)).statusCode).toBe(404);
    const patched = await call(eve, 'PATCH', `/share/${slug}`, { allowDownload: true });
    expect(patched.statusCode).toBe(404);
    expect((await linksOf(eve)).some((l) => l.slug === slug)).toBe(false);
    expect((await view(slug)).json().allowDownload).toBe(false);
    expect((await view(slug)).statusCode).toBe(200);
  });

  it.each([
    [{}, 400],
    [{ resumeId: 42 }, 400],
    [{ resumeId: '' }, 400],
    [{ resumeId: 'x'.repeat(101) }, 400],
    [{ resumeId: 'not-a-uuid' }, 404],
    [{ resumeId: '00000000-0000-4000-8000-000000000000' }, 404],
  ])('refuses creating from %j with %i and stores nothing', async (payload, status) => {
    const before = await rows(sql`select count(*)::int as n from share_links`);
    const res = await call(ada, 'POST', '/share', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(await rows(sql`select count(*)::int as n from share_links`)).toEqual(before);
  });

  it('refuses bad settings and bad slugs with a 4xx', async () => {
    const resume = await saveResume(ada);
    const { slug } = await share(ada, resume._id);
    for (const payload of [{}, { allowDownload: 'yes' }, { allowDownload: null }]) {
      const res = await call(ada, 'PATCH', `/share/${slug}`, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await view(slug)).json().allowDownload).toBe(false);
    expect((await view('x'.repeat(101))).statusCode).toBe(400);
    for (const bad of ['unknown', 'A'.repeat(24), '%2e%2e', "a'or'1'='1"])
      expect((await view(encodeURIComponent(bad))).statusCode).toBe(404);
    const download = await app.inject({
      method: 'POST',
      url: `/resume/public/${slug}/downloads`,
      payload: { format: 'exe' },
    });
    expect(download.statusCode).toBe(400);
  });

  it('lets downloads through only when the owner allows them and a plan covers the resume', async () => {
    const owner = await signUpAndLogIn(app, 'Owner');
    const resume = await saveResume(owner, 'Owen Owner');
    const other = await saveResume(owner, 'Other Resume');
    const { slug } = await share(owner, resume._id);
    const download = () =>
      app.inject({
        method: 'POST',
        url: `/resume/public/${slug}/downloads`,
        payload: { format: 'pdf' },
      });
    const limit = async () =>
      (await call(owner, 'GET', `/addresume/check-resume-limit/${owner.id}`)).json();

    const off = await download();
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ message: SHARED_DOWNLOAD_OFF, code: 'SHARE_DOWNLOAD_OFF' });
    const on = await call(owner, 'PATCH', `/share/${slug}`, { allowDownload: true });
    expect(on.json().allowDownload).toBe(true);
    expect((await view(slug)).json().allowDownload).toBe(true);

    // Free downloads are the owner's to spend: a visitor never uses them.
    const uncovered = await download();
    expect(uncovered.statusCode).toBe(402);
    expect(uncovered.json().message).toBe(SHARED_DOWNLOAD_NOT_COVERED);
    expect(await limit()).toMatchObject({ freeDownloadsLeft: 2, plan: 'free' });

    // A single plan bound to another resume does not cover this one; bound to it, it does.
    await buy(owner, 'one-time');
    for (const id of [other._id, (await saveResume(owner))._id])
      await call(owner, 'POST', `/addresume/${id}/downloads`, { format: 'pdf' });
    expect((await download()).statusCode).toBe(402);
    expect(
      (await call(owner, 'POST', `/addresume/${resume._id}/downloads`, { format: 'pdf' }))
        .statusCode,
    ).toBe(201);
    expect((await download()).statusCode).toBe(204);
    await call(owner, 'PATCH', `/share/${slug}`, { allowDownload: false });
    expect((await download()).statusCode).toBe(403);
  });

  it('Unlimited covers downloads from every link', async () => {
    const owner = await signUpAndLogIn(app, 'Buyer');
    const { slug } = await share(owner, (await saveResume(owner))._id);
    await call(owner, 'PATCH', `/share/${slug}`, { allowDownload: true });
    await buy(owner, 'unlimited');
    const res = await app.inject({
      method: 'POST',
      url: `/resume/public/${slug}/downloads`,
      payload: { format: 'docx' },
    });
    expect(res.statusCode).toBe(204);
  });

  it(`holds at most ${SHARE_LINKS_MAX} links per account`, async () => {
    const user = await signUpAndLogIn(app, 'Many Links');
    const resume = await saveResume(user);
    for (let i = 0; i < SHARE_LINKS_MAX; i += 1) await share(user, resume._id);
    const over = await call(user, 'POST', '/share', { resumeId: resume._id });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('SHARE_LINK_LIMIT');
  });

  it('limits creating links per client address (429 after 60 an hour)', async () => {
    const user = await signUpAndLogIn(app, 'Fast Sharer');
    const resume = await saveResume(user);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await call(user, 'POST', '/share', { resumeId: resume._id }, '10.99.0.1');
      statuses.push(res.statusCode);
      if (res.statusCode === 201) await call(user, 'DELETE', `/share/${res.json().slug}`);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
  });

  it('rate-limits the public view per address (429 after 120 a minute)', async () => {
    const resume = await saveResume(ada);
    const { slug } = await share(ada, resume._id);
    let last = 0;
    for (let i = 0; i < 121; i += 1) last = (await view(slug, '192.0.2.77')).statusCode;
    expect(last).toBe(429);
    expect((await linksOf(ada)).find((l) => l.slug === slug)?.views).toBe(1);
  });

  it('the page /r/<slug> is served with X-Robots-Tag: noindex, other pages without', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'shortlist-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Shortlist</title>');
    const web = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: webDist }),
      database,
    });
    try {
      const page = await web.inject({ method: 'GET', url: '/r/AAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Shortlist</title>');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      const home = await web.inject({ method: 'GET', url: '/saved-resumes' });
      expect(home.headers['x-robots-tag']).toBeUndefined();
    } finally {
      await web.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
