import { contract } from '@shortlist/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../test/fake-api';
import { landingHtml } from './landing-html';
import { renderLandingMarkup } from './prerender';

const prices = on(contract.payments.plans).reply(() => ({
  status: 200,
  body: { freeDownloads: 2, currency: 'usd', prices: { unlimited: 14900, 'one-time': 2900 } },
}));
const visit = on(contract.traffic.start).reply(() => ({
  status: 200,
  body: { pageTrafficID: 'visit-1' },
}));

/** What Vite writes for index.html (shortened). */
const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <title>Shortlist — build a resume that gets you shortlisted</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head>
  <body class="bg-slate-50">
    <div id="root"></div>
  </body>
</html>`;

let markup = '';
// The landing route's module is loaded (and transformed) the first time: slow on a busy machine.
beforeAll(async () => {
  markup = await renderLandingMarkup();
}, 60_000);

describe('the landing page prerendered at build time', () => {
  it("is the app's landing page for a visitor: nav bar, hero, samples, chat bubble", () => {
    document.body.innerHTML = `<div id="root">${markup}</div>`;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'A professional CV in 5 minutes',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getAllByRole('link', { name: 'Create Your Resume' })[0]).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getAllByRole('button', { name: /^Zoom the/ })).toHaveLength(6);
    expect(screen.getByRole('button', { name: "Let's chat" })).toBeInTheDocument();
    // The prices are not known at build time: no sentence yet, but the room a default server's
    // sentence takes is kept (an invisible `::before` of it), so the script's moves nothing.
    const summary = screen.getByTestId('price-summary');
    expect(summary.textContent).toBe('');
    expect(summary).toHaveAttribute(
      'data-room',
      'Your first 2 downloads are free; then $29 for one resume or $149 for unlimited resumes, paid once (no subscription).',
    );
  });

  it("becomes landing.html: the app's stylesheet and root, the small script instead of the app's", () => {
    const html = landingHtml(builtIndex, `${markup}<p>$& $' kept</p>`, {
      entry: 'assets/landing-island-D4.js',
      imports: ['assets/client-E5.js'],
    });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
    expect(html).not.toContain('index-A1.js');
    expect(html).not.toContain('react-dom-B2.js');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/landing-island-D4.js"></script>',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/client-E5.js">');
    expect(html).toContain('<title>Shortlist</title>');
    expect(html).toContain(`<div id="root">${markup}<p>$& $' kept</p></div>`);
  });
});

describe("the landing page's script", () => {
  it('starts the page visit and writes the prices the server has', async () => {
    document.body.innerHTML = `<div id="root">${markup}</div>`;
    const calls = fakeApi(prices, visit);
    await import('./island');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/resume/traffic/start',
        body: { url: '/' },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('price-summary')).toHaveTextContent(
        'Your first 2 downloads are free; then $29 for one resume or $149 for unlimited resumes, paid once (no subscription).',
      ),
    );
    expect(document.querySelector('#main footer')).toHaveTextContent(
      `© ${new Date().getFullYear()} Shortlist`,
    );
  });

  it('opens and closes the mobile menu; Escape gives focus back to its button', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it("opens the app's chat from the bubble, at its first step", async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Let's chat" }));
    const chat = await screen.findByRole('dialog', { name: "Let's chat" });
    expect(chat).toHaveTextContent('Step 1 of 3');
    await waitFor(() => expect(within(chat).getByLabelText(/Your message/)).toHaveFocus());
    expect(screen.getAllByRole('button', { name: "Let's chat" })).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: "Let's chat" })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Let's chat" })).toHaveFocus();
  });

  it("shows a template's sample full screen on a click", async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zoom the Hybrid template' }));
    const zoom = await screen.findByRole('dialog', { name: 'Hybrid template' });
    expect(within(zoom).getByRole('img')).toHaveAccessibleName(
      'Sample resume in the Hybrid template, enlarged',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Hybrid template' })).not.toBeInTheDocument();
  });
});
