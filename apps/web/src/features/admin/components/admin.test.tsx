import { contract, type AdminMessageRow, type AdminUserRow } from '@shortlist/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../test/fake-api';
import { namedResume, resumeRecord } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const HOSTILE = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';
const ID = '0123456789abcdef-xyz';
const me = on(contract.admin.me).reply(() => ({ status: 200, body: { userName: 'boss' } }));
const noSession = on(contract.admin.me).reply(() => ({
  status: 401,
  body: { message: 'Your session has ended. Please log in again.', code: 'SESSION_EXPIRED' },
}));
const days = (count: number) =>
  Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    count,
  }));
const dashboard = (support: number) =>
  on(contract.admin.dashboard).reply(() => ({
    status: 200,
    body: {
      users: 1234,
      resumes: 56,
      support,
      series: { signups: days(1), resumes: days(2), visits: days(3) },
    },
  }));
const page = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, limit: 20 });
const user = (over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  _id: ID,
  email: 'ada@example.com',
  name: 'Ada',
  role: 'person',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const message = (over: Partial<AdminMessageRow> = {}): AdminMessageRow => ({
  _id: '11111111-1111-4111-8111-111111111111',
  email: 'visitor@example.com',
  message: HOSTILE,
  status: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('admin area', () => {
  it('sends every data screen to /admin without an admin session', async () => {
    for (const path of ['/admin/dashboard', '/admin/all-user', '/admin/analysis/abc']) {
      fakeApi(noSession);
      const router = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin');
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it("says 'Fill all info' for an empty field, the server's words on failure, and goes to the dashboard on success", async () => {
    let attempts = 0;
    const calls = fakeApi(
      on(contract.admin.login).reply(({ body }) => {
        attempts += 1;
        return body.pass === 'right password 1'
          ? { status: 200, body: { Status: true, Message: 'Login successful' } }
          : { status: 401, body: { Status: false, Message: 'Invalid username or password' } };
      }),
      me,
      dashboard(0),
    );
    const router = renderApp('/admin');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Fill all info')).toBeInTheDocument();
    expect(attempts).toBe(0);
    await ui.type(screen.getByLabelText('Username'), 'boss');
    await ui.type(screen.getByLabelText('Password'), 'wrong');
    await ui.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    await ui.clear(screen.getByLabelText('Password'));
    await ui.type(screen.getByLabelText('Password'), 'right password 1');
    await ui.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(calls.find((c) => c.path === '/resume/admin/login')?.body).toEqual({
      userName: 'boss',
      pass: 'wrong',
    });
  });

  it('shows the three cards, a red dot only when messages are pending, charts, and highlights Dashboard', async () => {
    fakeApi(me, dashboard(3));
    renderApp('/admin/dashboard');
    expect(await screen.findByTestId('card-All User')).toHaveTextContent('1,234');
    expect(screen.getByTestId('card-Total Resumes')).toHaveTextContent('56');
    expect(screen.getByTestId('card-Support message pending')).toHaveTextContent('3');
    expect(screen.getByRole('img', { name: 'Pending messages' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signups, last 30 days' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Visits, last 30 days' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'All Users' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows no red dot when nothing is pending', async () => {
    fakeApi(me, dashboard(0));
    renderApp('/admin/dashboard');
    expect(await screen.findByTestId('card-Support message pending')).toHaveTextContent('0');
    expect(screen.queryByRole('img', { name: 'Pending messages' })).toBeNull();
  });

  it('lists users with the short ID and hostile text as text; searches, sorts and pages on the server', async () => {
    const calls = fakeApi(
      me,
      on(contract.admin.users).reply(({ body }) =>
        body.q === 'nobody'
          ? { status: 200, body: page([]) }
          : {
              status: 200,
              body: { ...page([user({ name: HOSTILE })], 45), page: body.page },
            },
      ),
    );
    renderApp('/admin/all-user');
    expect(await screen.findByText('01234...xyz')).toBeInTheDocument();
    expect(screen.getByText(HOSTILE)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ page: 1, limit: 20, sort: 'email' }));
    await ui.type(screen.getByLabelText('Search email or name'), 'nobody');
    expect(await screen.findByText('Nothing matches “nobody”.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({ q: 'nobody', page: 1 });
  });

  it('says an estimated total as "about", in the rows and in the pages', async () => {
    // The server counts up to 1,000 rows; a larger total is its estimate (decision 0701).
    const full = Array.from({ length: 20 }, (_, i) => user({ _id: `id-${i}-xyz` }));
    fakeApi(
      me,
      on(contract.admin.users).reply(({ body }) => ({
        status: 200,
        body: body.q
          ? { ...page(full.slice(0, 20), 1_001), page: body.page }
          : { ...page(full, 99_873), page: body.page },
      })),
    );
    renderApp('/admin/all-user');
    expect(
      await screen.findByText(
        'About 100,000 rows: pages reach the first 10,000, search to narrow them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1 of about 500')).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Search email or name'), 'ada');
    expect(await screen.findByText('About 1,000 rows')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of about 51')).toBeInTheDocument();
  });

  it('shows the empty and the error state of a list', async () => {
    fakeApi(
      me,
      on(contract.adminTraffic.visitors).reply(() => ({ status: 200, body: page([]) })),
    );
    renderApp('/admin/traffic');
    expect(await screen.findByText('No visits recorded yet.')).toBeInTheDocument();
    document.body.innerHTML = '';
    fakeApi(
      me,
      on(contract.admin.users).reply(() => ({
        status: 503,
        body: { message: 'Shortlist is briefly unavailable.', code: 'SERVICE_UNAVAILABLE' },
      })),
    );
    renderApp('/admin/all-user');
    expect(
      await screen.findByText(/Shortlist is briefly unavailable/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("marks a message complete: the button turns 'Complete' once the call succeeds", async () => {
    let marked = false;
    fakeApi(
      me,
      on(contract.adminSupport.messages).reply(() => ({
        status: 200,
        body: page([message({ status: marked })]),
      })),
      on(contract.adminSupport.mark).reply(({ body }) => {
        marked = true;
        return { status: 200, body: { _id: body._id, status: true } };
      }),
    );
    renderApp('/admin/support');
    expect(await screen.findByText(HOSTILE)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Unread' })).toBeNull());
  });

  it('keeps Mark Complete when the call fails, and says why', async () => {
    fakeApi(
      me,
      on(contract.adminSupport.messages).reply(() => ({ status: 200, body: page([message()]) })),
      on(contract.adminSupport.mark).reply(() => ({
        status: 404,
        body: { message: 'Message not found', code: 'MESSAGE_NOT_FOUND' },
      })),
    );
    renderApp('/admin/support');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('Message not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
  });

  it('links each visitor to its analysis, which shows the stay in seconds', async () => {
    const key = 'ab/cd?x';
    fakeApi(
      me,
      on(contract.adminTraffic.visitors).reply(() => ({
        status: 200,
        body: page([{ ip: key, active: '2026-11-20T10:00:00.000Z' }]),
      })),
      on(contract.adminTraffic.analysis).reply(({ body }) => ({
        status: 200,
        body: page([
          { time: '2026-11-20T10:00:00.000Z', url: `/login/${body.ip}${HOSTILE}`, count: 42 },
        ]),
      })),
    );
    renderApp('/admin/traffic');
    const link = await screen.findByRole('link', { name: 'Check analytics' });
    expect(link).toHaveAttribute('href', `/admin/analysis/${encodeURIComponent(key)}`);
    await userEvent.setup().click(link);
    expect(await screen.findByText('42 sec')).toBeInTheDocument();
    expect(screen.getByText(`/login/${key}${HOSTILE}`)).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', {
        name: 'Traffic',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it("shows progress as a check at 100 and a bar below; 'Resume Preview' opens the modal", async () => {
    const calls = fakeApi(
      me,
      on(contract.admin.resumes).reply(() => ({
        status: 200,
        body: page([
          {
            _id: 'aaaaaaaa-0000-4000-8000-000000000001',
            userEmail: 'ada@example.com',
            title: HOSTILE,
            completeStep: 7,
            progressPercentage: 100,
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
          {
            _id: 'aaaaaaaa-0000-4000-8000-000000000002',
            userEmail: 'bob@example.com',
            title: 'Bob',
            completeStep: 2,
            progressPercentage: 29,
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ]),
      })),
      on(contract.admin.resume).reply(({ params }) => ({
        status: 200,
        body: resumeRecord(params.id!, namedResume('Ada Lovelace')),
      })),
    );
    renderApp('/admin/all-resumes');
    expect(await screen.findByRole('img', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '29');
    expect(screen.getByText(HOSTILE)).toBeInTheDocument();
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Resume Preview' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Resume Preview' });
    // The close cross and the Close button.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        '/resume/admin/resumes/aaaaaaaa-0000-4000-8000-000000000001',
      ),
    );
  });
});
