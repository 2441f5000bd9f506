import { contract, type ShareLink } from '@shortlist/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on } from '../../../../test/fake-api';
import {
  listBody,
  namedResume,
  resumeRecord,
  sessionAnswer,
  storeSession,
} from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const me = sessionAnswer();
const saved = resumeRecord('r1', namedResume('Ada Lovelace'), { status: 'saved' });
const link = (slug: string, rest: Partial<ShareLink> = {}): ShareLink => ({
  slug,
  url: `http://localhost:3000/r/${slug}`,
  resumeId: 'r1',
  allowDownload: false,
  views: 0,
  createdAt: '2026-03-04T10:00:00.000Z',
  ...rest,
});

describe("'Share' in My Resumes", () => {
  beforeEach(() => storeSession());

  /** A fake server keeping the user's links, as the real one does. */
  function linksServer(initial: ShareLink[] = []) {
    let links = [...initial];
    const calls = fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.list).reply(() => ({ status: 200, body: listBody(saved) })),
      on(contract.share.list).reply(() => ({ status: 200, body: links })),
      on(contract.share.create).reply(({ body }) => {
        const created = link(`slug${links.length + 1}`.padEnd(24, 'x'), {
          resumeId: body.resumeId,
        });
        links = [created, ...links];
        return { status: 201, body: { slug: created.slug, url: created.url } };
      }),
      on(contract.share.update).reply(({ params, body }) => {
        links = links.map((l) =>
          l.slug === params.slug ? { ...l, allowDownload: body.allowDownload } : l,
        );
        return { status: 200, body: links.find((l) => l.slug === params.slug)! };
      }),
      on(contract.share.revoke).reply(({ params }) => {
        links = links.filter((l) => l.slug !== params.slug);
        return { status: 204, body: null };
      }),
    );
    return calls;
  }

  const openShare = async () => {
    renderApp('/saved-resumes');
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await userEvent.click(within(card).getByRole('button', { name: 'Share' }));
    return screen.findByRole('dialog', { name: 'Share this resume' });
  };

  it('creates a link, copies it, and lists it with its views', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = linksServer([link('other'.padEnd(24, 'o'), { resumeId: 'r2', views: 9 })]);
    const dialog = await openShare();
    expect(await within(dialog).findByText('No links to this resume yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create a link' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Share link' });
    expect(field).toHaveValue(`http://localhost:3000/r/${'slug2'.padEnd(24, 'x')}`);
    expect(calls.find((c) => c.path === '/resume/share' && c.method === 'POST')?.body).toEqual({
      resumeId: 'r1',
    });
    expect(within(dialog).getByText(/0 views/)).toBeInTheDocument();
    // Only this resume's links are listed.
    expect(within(dialog).getAllByTestId('share-link')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/r/${'slug2'.padEnd(24, 'x')}`);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('allows downloads per link, and revokes a link after a confirmation', async () => {
    const slug = 'a'.repeat(24);
    const calls = linksServer([link(slug, { views: 3 })]);
    const dialog = await openShare();
    expect(await within(dialog).findByText(/3 views/)).toBeInTheDocument();
    const allow = within(dialog).getByRole('checkbox', { name: 'Allow downloads' });
    expect(allow).not.toBeChecked();
    await userEvent.click(allow);
    await waitFor(() => expect(allow).toBeChecked());
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `/resume/share/${slug}`,
      body: { allowDownload: true },
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke for good' }));
    expect(await within(dialog).findByText('No links to this resume yet.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/resume/share/${slug}`);
    expect(await screen.findByText('Link revoked: it no longer works.')).toBeInTheDocument();
  });
});

describe('the page of a shared resume', () => {
  const slug = 'b'.repeat(24);
  const resume = namedResume('Grace Hopper');

  it('shows the resume read-only, without an account or downloads unless allowed', async () => {
    const calls = fakeApi(
      on(contract.share.publicResume).reply(() => ({
        status: 200,
        body: { resume, allowDownload: false },
      })),
    );
    renderApp(`/r/${slug}`);
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Let's chat" })).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    expect(calls.filter((c) => c.path === `/resume/public/${slug}`)).toHaveLength(1);
  });

  it('says when the link was revoked', async () => {
    fakeApi(
      on(contract.share.publicResume).reply(() => ({
        status: 404,
        body: { message: 'This link does not exist or was revoked.', code: 'SHARE_LINK_NOT_FOUND' },
      })),
    );
    renderApp(`/r/${slug}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link does not exist or was revoked.',
    );
  });

  it("asks the server before a download, and shows its refusal (the owner's plan)", async () => {
    const refusal =
      "Downloading this resume is not available right now: its owner's plan does not cover it.";
    const calls = fakeApi(
      on(contract.share.publicResume).reply(() => ({
        status: 200,
        body: { resume, allowDownload: true },
      })),
      on(contract.share.publicDownload).reply(() => ({
        status: 402,
        body: { message: refusal, code: 'SHARE_DOWNLOAD_NOT_COVERED' },
      })),
    );
    renderApp(`/r/${slug}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Word' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(calls.find((c) => c.path === `/resume/public/${slug}/downloads`)?.body).toEqual({
      format: 'docx',
    });
  });
});
