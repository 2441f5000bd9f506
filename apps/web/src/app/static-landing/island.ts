// The static landing page's script (decision 0902): what a visitor can do on the prerendered
// `/` without React. The nav bar's scroll tone and mobile menu, the page visit, the prices,
// the footer's year; the chat and a template's zoom load the app's own React components on
// the first click (`react-parts.tsx`), so their code is fetched only then. It calls the API
// without the app's client and zod (`public-calls.ts`): a malformed answer leaves the prices
// out or the visit unrecorded, as a failed request does, and nothing else.
import { copyrightLine } from '../../features/landing/components/copyright';
import { priceSummaryText } from '../../features/payments';
import { trackPageVisit } from '../../lib/api/page-visit';
import { fetchPlanPricesPlain, startVisitPlain } from '../../lib/api/public-calls';
import { isTrackedPage } from '../../lib/paths';
import { headerClassName, isScrolled, menuToggle, MOBILE_MENU_ID, navTone } from '../nav-bar-look';

const loadReactParts = () => import('./react-parts');

function navBar() {
  const header = document.querySelector<HTMLElement>('[data-testid="nav-bar"]');
  const toggle = document.querySelector<HTMLButtonElement>(`[aria-controls="${MOBILE_MENU_ID}"]`);
  const menu = document.getElementById(MOBILE_MENU_ID);
  if (!header || !toggle || !menu) return;
  const onScroll = () => {
    const tone = navTone(false, isScrolled());
    header.dataset.tone = tone;
    header.className = headerClassName(tone);
  };
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });

  const setOpen = (open: boolean) => {
    const look = menuToggle(open);
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', look.label);
    toggle.querySelector('path')?.setAttribute('d', look.icon);
  };
  toggle.addEventListener('click', () => setOpen(menu.hidden));
  // Escape closes the menu and gives focus back to its button, as in the app.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || menu.hidden) return;
    setOpen(false);
    toggle.focus();
  });
}

/** The prices, in the room `PriceSummary` keeps for them (its `<span>`): nothing moves. */
function prices() {
  const text = document.querySelector('[data-testid="price-summary"] > span');
  if (!text) return;
  fetchPlanPricesPlain()
    .then((data) => {
      text.textContent = priceSummaryText(data);
    })
    // A failed request, a malformed answer or a currency `Intl` refuses: no prices, room kept.
    .catch((error: unknown) => console.warn('Prices not loaded', error));
}

/** The chat bubble: the first click puts the app's chat in its place, open. */
function supportChat() {
  const bubble = document.querySelector<HTMLButtonElement>('button[aria-label="Let\'s chat"]');
  const widget = bubble?.parentElement;
  if (!bubble || !widget) return;
  let loading = false;
  bubble.addEventListener('click', () => {
    if (loading) return;
    loading = true;
    loadReactParts().then(
      (parts) => parts.openSupportChat(widget),
      (error: unknown) => {
        loading = false;
        console.warn('The chat could not be loaded', error);
      },
    );
  });
}

/** The templates: a click shows the sample full screen, as in the app. */
function demoZoom() {
  const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('#demo li > button'));
  buttons.forEach((button, index) =>
    button.addEventListener('click', () => {
      loadReactParts().then(
        (parts) => parts.showDemo(index),
        (error: unknown) => console.warn('The template could not be shown', error),
      );
    }),
  );
}

function footerYear() {
  const footer = document.querySelector('#main footer');
  if (footer) footer.textContent = copyrightLine(new Date().getFullYear());
}

navBar();
supportChat();
demoZoom();
footerYear();
prices();
if (isTrackedPage(window.location.pathname))
  trackPageVisit(window.location.pathname, startVisitPlain);
