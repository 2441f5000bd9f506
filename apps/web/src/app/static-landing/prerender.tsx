import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { paths } from '../../lib/paths';
import { SessionProvider } from '../../lib/session/session-context';
import { makeQueryClient } from '../query-client';
import { routes } from '../router';

/**
 * The landing page as the app renders it for a signed-in-nobody visitor, as HTML: the app's
 * own routes, root layout (skip link, nav bar, chat bubble) and `LandingPage`, rendered once
 * at build time (`scripts/prerender-landing.mjs`). No storage, so the session is empty; no
 * effects run, so nothing is fetched (the prices stay a hidden paragraph for the script).
 */
export async function renderLandingMarkup(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${paths.home}`));
  if (context instanceof Response) throw new Error(`the landing route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <QueryClientProvider client={makeQueryClient()}>
      <SessionProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}
