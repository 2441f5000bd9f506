import { contract } from '@shortlist/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
const sentBeacons = () =>
  beacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(String(body)) }));

beforeEach(() => {
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

let next = 0;
const trafficApi = () =>
  fakeApi(
    on(contract.traffic.start).reply(() => ({
      status: 200,
      body: { pageTrafficID: `visit-${(next += 1)}` },
    })),
  );

describe('page visits', () => {
  it('starts a visit on the landing page and sends the whole seconds by beacon on pagehide', async () => {
    const calls = trafficApi();
    renderApp('/');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/resume/traffic/start',
        body: { url: '/' },
      }),
    );
    const id = `visit-${next}`;
    vi.setSystemTime(new Date('2026-05-01T10:00:42.900Z'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBeacons()).toEqual([
      { url: '/resume/traffic/end', body: { pageTrafficID: id, count: 42 } },
    ]);
  });

  it('sends the stay when the page is hidden, and again (longer) when it is closed', async () => {
    const calls = trafficApi();
    renderApp('/signup');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/resume/traffic/start'));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.setSystemTime(new Date('2026-05-01T10:00:05Z'));
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    vi.setSystemTime(new Date('2026-05-01T10:01:00Z'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBeacons().map((b) => b.body.count)).toEqual([5, 60]);
  });

  it('ends the visit when the app moves to another page, and starts one there', async () => {
    const calls = trafficApi();
    renderApp('/login');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/resume/traffic/start',
        body: { url: '/login' },
      }),
    );
    const loginVisit = `visit-${next}`;
    vi.setSystemTime(new Date('2026-05-01T10:00:03Z'));
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign up for free' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/resume/traffic/start',
        body: { url: '/signup' },
      }),
    );
    expect(sentBeacons()).toEqual([
      { url: '/resume/traffic/end', body: { pageTrafficID: loginVisit, count: 3 } },
    ]);
  });

  it('records nothing on other pages, and sends no end when the server did not count the visit', async () => {
    const calls = fakeApi(
      on(contract.traffic.start).reply(() => ({ status: 200, body: { pageTrafficID: null } })),
    );
    renderApp('/cancel');
    await screen.findByRole('main');
    expect(calls.map((c) => c.path)).not.toContain('/resume/traffic/start');

    renderApp('/');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/resume/traffic/start'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });
});
