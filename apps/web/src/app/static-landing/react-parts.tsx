// The parts of the static landing page that are the app's React components, loaded by
// `island.ts` on the first click that needs them (with React): the chat and a template's zoom.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { DemoZoom, demoTemplates, type Demo } from '../../features/landing/components/demo-section';
import { SupportChat } from '../../features/support-chat';
import { makeQueryClient } from '../query-client';

const queryClient = makeQueryClient();

/**
 * Puts the app's chat, open, in place of the prerendered bubble `staticWidget` (the same
 * markup, drawn by the same component). Rendered synchronously before the static one is
 * removed, so the bubble never disappears.
 */
export function openSupportChat(staticWidget: HTMLElement) {
  const container = document.createElement('div');
  staticWidget.after(container);
  flushSync(() =>
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <SupportChat startOpen />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  staticWidget.remove();
}

let zoomRoot: Root | null = null;

/** Shows the `index`th template's sample full screen (the app's `DemoZoom`). */
export function showDemo(index: number) {
  const demo = demoTemplates[index];
  if (!demo) return;
  if (!zoomRoot) {
    const container = document.createElement('div');
    document.body.append(container);
    zoomRoot = createRoot(container);
  }
  const root = zoomRoot;
  const render = (zoomed: Demo | null) =>
    root.render(
      <StrictMode>
        <DemoZoom zoomed={zoomed} onClose={() => render(null)} />
      </StrictMode>,
    );
  render(demo);
}
